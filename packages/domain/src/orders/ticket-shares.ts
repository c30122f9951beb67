/**
 * Each ticket's share of an order's total when its tickets have their own prices (their ticket
 * types'): the total split in proportion to the prices, the cents left over going to the first
 * tickets, so the shares add up to the total exactly. Tickets all of one price get equal shares;
 * an order of free tickets (prices adding up to 0) is split evenly.
 */
export function priceWeightedShares(totalMinor: number, pricesMinor: readonly number[]): number[] {
  if (pricesMinor.length === 0) return [];
  const sum = pricesMinor.reduce((total, price) => total + price, 0);
  const weights = sum > 0 ? pricesMinor : pricesMinor.map(() => 1);
  const weightSum = sum > 0 ? sum : pricesMinor.length;
  const shares = weights.map((weight) => Math.floor((totalMinor * weight) / weightSum));
  let rest = totalMinor - shares.reduce((total, share) => total + share, 0);
  for (let i = 0; rest > 0; i = (i + 1) % shares.length, rest -= 1) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}
