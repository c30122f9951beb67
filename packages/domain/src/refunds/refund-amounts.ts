import { priceWeightedShares } from "../orders/ticket-shares";

/**
 * Each ticket's share of its order's total, by ticket id: the total split in proportion to what
 * each ticket cost (its type's unit price in the order, from `pricesMinor`), the cents left over
 * going to the first tickets by number, so the shares add up to the total exactly.
 */
export function ticketShareMap(
  totalMinor: number,
  tickets: ReadonlyArray<{ id: string; number: number }>,
  pricesMinor: ReadonlyMap<string, number>,
): Map<string, number> {
  const sorted = [...tickets].sort((a, b) => a.number - b.number);
  const shares = priceWeightedShares(totalMinor, sorted.map((t) => pricesMinor.get(t.id) ?? 0));
  return new Map(sorted.map((t, i) => [t.id, shares[i] ?? 0]));
}

/**
 * What refunding some tickets gives back: their shares, or everything not given back yet when
 * they are the last valid tickets (so partial refunds always add up to the total, never more).
 */
export function refundAmount(
  order: { totalMinor: number; refundedMinor: number },
  tickets: ReadonlyArray<{ id: string; number: number; status: string }>,
  chosen: ReadonlySet<string>,
  pricesMinor: ReadonlyMap<string, number>,
): number {
  const remaining = order.totalMinor - order.refundedMinor;
  if (tickets.filter((t) => t.status === "valid").every((t) => chosen.has(t.id))) return remaining;
  const shares = ticketShareMap(order.totalMinor, tickets, pricesMinor);
  const amount = [...chosen].reduce((sum, id) => sum + (shares.get(id) ?? 0), 0);
  return Math.min(amount, remaining);
}
