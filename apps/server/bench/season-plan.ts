/**
 * The season `npm run bench:season` sells: which buyer orders how many tickets of which event, in
 * what order. Pure arithmetic, the same for every run of the same size.
 */

/** One order of the season: `buyer` indexes the season's buyers, `event` its events. */
export interface PlannedOrder {
  buyer: number;
  event: number;
  quantity: number;
}

export interface SeasonPlan {
  /** Tickets each event sells; event 0 is the big one (about a quarter of the season). */
  eventTickets: number[];
  buyers: number;
  /** Buyer 0: the one with about 0.5 % of all tickets. */
  heavyBuyer: 0;
  /** Each buyer's orders, in the order they place them (one at a time: live holds share a limit). */
  ordersByBuyer: PlannedOrder[][];
}

const SEASON_EVENTS = 5;
/** Buyers 1..FREQUENT_BUYERS place several orders each (the regulars). */
const FREQUENT_BUYERS = 20;
const FREQUENT_ORDERS = 5;

/** Tickets per event: a quarter for the big event, the rest shared by the others. */
function eventShares(tickets: number): number[] {
  const big = Math.round(tickets * 0.25);
  const others = Array.from({ length: SEASON_EVENTS - 1 }, (_, i) => Math.floor((tickets - big) / (SEASON_EVENTS - 1)) + (i < (tickets - big) % (SEASON_EVENTS - 1) ? 1 : 0));
  return [big, ...others];
}

/** Orders of 1–4 tickets adding up to `tickets`, the quantities cycling 2, 1, 4, 3, 2, 3, 1, 4 … */
function quantities(tickets: number): number[] {
  const cycle = [2, 1, 4, 3, 2, 3, 1, 4];
  const out: number[] = [];
  for (let left = tickets, i = 0; left > 0; i++) {
    const q = Math.min(left, cycle[i % cycle.length] ?? 1);
    out.push(q);
    left -= q;
  }
  return out;
}

export function planSeason(tickets: number): SeasonPlan {
  const eventTickets = eventShares(tickets);
  // The events' orders interleaved, as a season's sales are: one of each event's in turn.
  const perEvent = eventTickets.map((total, event) => quantities(total).map((quantity) => ({ event, quantity })));
  const orders: Omit<PlannedOrder, "buyer">[] = [];
  const count = perEvent.reduce((sum, list) => sum + list.length, 0);
  for (let i = 0; orders.length < count; i++) {
    for (const list of perEvent) {
      const order = list[i];
      if (order) orders.push(order);
    }
  }
  const heavyTarget = Math.max(4, Math.round(tickets * 0.005));
  const ordersByBuyer: PlannedOrder[][] = [[]];
  let heavy = 0;
  let next = 1;
  for (const [i, order] of orders.entries()) {
    if (heavy < heavyTarget && i % 3 === 0) {
      ordersByBuyer[0]?.push({ ...order, buyer: 0 });
      heavy += order.quantity;
      continue;
    }
    const buyer = next <= FREQUENT_BUYERS * FREQUENT_ORDERS ? 1 + ((next - 1) % FREQUENT_BUYERS) : next - FREQUENT_BUYERS * (FREQUENT_ORDERS - 1);
    next++;
    (ordersByBuyer[buyer] ??= []).push({ ...order, buyer });
  }
  return { eventTickets, buyers: ordersByBuyer.length, heavyBuyer: 0, ordersByBuyer };
}
