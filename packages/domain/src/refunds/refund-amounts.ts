/**
 * Each ticket's share of an order's total, by ticket number: the discounted unit price, the cents
 * left over going to the first tickets, so the shares add up to the total exactly (as the invoice
 * prints them).
 */
export function ticketShares(totalMinor: number, tickets: number): number[] {
  const base = Math.floor(totalMinor / tickets);
  const rest = totalMinor - base * tickets;
  return Array.from({ length: tickets }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * What refunding some tickets gives back: their shares, or everything not given back yet when
 * they are the last valid tickets (so partial refunds always add up to the total, never more).
 */
export function refundAmount(
  order: { totalMinor: number; refundedMinor: number },
  tickets: ReadonlyArray<{ id: string; number: number; status: string }>,
  chosen: ReadonlySet<string>,
): number {
  const sorted = [...tickets].sort((a, b) => a.number - b.number);
  const remaining = order.totalMinor - order.refundedMinor;
  const stillValid = sorted.filter((t) => t.status === "valid");
  if (stillValid.every((t) => chosen.has(t.id))) return remaining;
  const shares = ticketShares(order.totalMinor, sorted.length || 1);
  const amount = sorted.reduce((sum, t, i) => sum + (chosen.has(t.id) ? (shares[i] ?? 0) : 0), 0);
  return Math.min(amount, remaining);
}
