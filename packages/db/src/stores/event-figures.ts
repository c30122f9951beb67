import type { Queries } from "../database";
import { prepare } from "../query/prepared";

/**
 * The back office's figures of an event, kept as counters in the transaction of the change that
 * moves them, so the dashboard and the live check-in read a few rows however many tickets were
 * sold. Each counter is written here only:
 * - money kept per currency (EventRevenue) and paid orders that used a discount code
 *   (EventSeats.discountUses): by every sale, order move and refund (addOrderFigures);
 * - valid tickets (EventSeats.validTickets), tickets issued per UTC day (EventTicketDay) and
 *   valid tickets of paid orders per type (TicketTypeSold): as tickets are written or refunded
 *   (addTicketFigures);
 * - valid tickets checked in (EventCheckInFigures), kept apart from EventSeats, the row every sale
 *   locks: by a check-in and by the refund of a checked-in ticket (addCheckedIn);
 * - accepted check-ins per desk (DeskCheckIns): as a check-in is accepted or demoted (addDeskCheckIn).
 * The sale-time counters sit in rows the sale's transaction already holds under the event's lock.
 * One exception: a hold's payment moves them in as few statements as it can, with its seats and
 * its order (see hold-payment).
 */

/** The statuses whose orders count in the money kept: taken, less what was refunded. */
export const REVENUE_STATUSES: readonly string[] = ["paid", "refunded"];

const addRevenue = prepare((q, v: { eventId: number; currency: string; minor: number }) =>
  q
    .insertInto("EventRevenue")
    .values({ eventId: v.eventId, currency: v.currency, totalMinor: v.minor })
    .onConflict((oc) => oc.columns(["eventId", "currency"]).doUpdateSet((eb) => ({ totalMinor: eb("EventRevenue.totalMinor", "+", eb.ref("excluded.totalMinor")) }))),
);

const addSaleCounters = prepare((q, v: { eventId: number; discountUses: number; validTickets: number }) =>
  q
    .insertInto("EventSeats")
    .values({ eventId: v.eventId, discountUses: v.discountUses, validTickets: v.validTickets })
    .onConflict((oc) =>
      oc.column("eventId").doUpdateSet((eb) => ({
        discountUses: eb("EventSeats.discountUses", "+", eb.ref("excluded.discountUses")),
        validTickets: eb("EventSeats.validTickets", "+", eb.ref("excluded.validTickets")),
      })),
    ),
);

const addTicketDay = prepare((q, v: { eventId: number; day: string; tickets: number }) =>
  q
    .insertInto("EventTicketDay")
    .values({ eventId: v.eventId, day: v.day, tickets: v.tickets })
    .onConflict((oc) => oc.columns(["eventId", "day"]).doUpdateSet((eb) => ({ tickets: eb("EventTicketDay.tickets", "+", eb.ref("excluded.tickets")) }))),
);

const addTypeSold = prepare((q, v: { ticketTypeId: number; sold: number }) =>
  q
    .insertInto("TicketTypeSold")
    .values({ ticketTypeId: v.ticketTypeId, sold: v.sold })
    .onConflict((oc) => oc.column("ticketTypeId").doUpdateSet((eb) => ({ sold: eb("TicketTypeSold.sold", "+", eb.ref("excluded.sold")) }))),
);

const addCheckedInCount = prepare((q, v: { eventId: number; checkedIn: number }) =>
  q
    .insertInto("EventCheckInFigures")
    .values({ eventId: v.eventId, checkedIn: v.checkedIn })
    .onConflict((oc) => oc.column("eventId").doUpdateSet((eb) => ({ checkedIn: eb("EventCheckInFigures.checkedIn", "+", eb.ref("excluded.checkedIn")) }))),
);

const addDesk = prepare((q, v: { eventId: number; deviceId: string; deskName: string | null; accepted: number }) =>
  q
    .insertInto("DeskCheckIns")
    .values({ eventId: v.eventId, deviceId: v.deviceId, deskName: v.deskName, accepted: v.accepted })
    .onConflict((oc) =>
      oc.columns(["eventId", "deviceId"]).doUpdateSet((eb) => ({
        accepted: eb("DeskCheckIns.accepted", "+", eb.ref("excluded.accepted")),
        deskName: eb.fn.coalesce(eb.ref("excluded.deskName"), eb.ref("DeskCheckIns.deskName")),
      })),
    ),
);

export interface OrderFigures {
  currency: string;
  /** Money kept that the change adds (less when negative); 0 for an order that enters the revenue at no price. */
  revenueMinor: number;
  /** Paid orders with a discount code that the change adds (or takes away). */
  discountUses: number;
}

/**
 * An order entered the money kept (became paid or refunded), left it, or gave money back: its
 * event's revenue in its currency and discount uses move by as much. Inside the change's transaction.
 */
export async function addOrderFigures(db: Queries, eventId: number, change: OrderFigures): Promise<void> {
  await addRevenue.affected(db, { eventId, currency: change.currency, minor: change.revenueMinor });
  if (change.discountUses !== 0) await addSaleCounters.affected(db, { eventId, discountUses: change.discountUses, validTickets: 0 });
}

export interface TicketFigures {
  /** The tickets that became valid (written) or stopped being valid (refunded: negative). */
  tickets: ReadonlyArray<{ ticketTypeId: number | null }>;
  direction: 1 | -1;
  /** The UTC day (YYYY-MM-DD) tickets were written on; none for a refund, which leaves the tickets issued per day alone. */
  issuedOn?: string;
}

/** Tickets of an event were written (valid, of a paid order) or refunded: its valid tickets, tickets per day and sold per type move. */
export async function addTicketFigures(db: Queries, eventId: number, change: TicketFigures): Promise<void> {
  const count = change.tickets.length;
  if (count === 0) return;
  await addSaleCounters.affected(db, { eventId, discountUses: 0, validTickets: change.direction * count });
  if (change.issuedOn !== undefined) await addTicketsIssued(db, eventId, change.issuedOn, count);
  await addSoldPerType(db, change);
}

/** Tickets issued on a UTC day (YYYY-MM-DD). */
export async function addTicketsIssued(db: Queries, eventId: number, day: string, tickets: number): Promise<void> {
  await addTicketDay.affected(db, { eventId, day, tickets });
}

/** What the change adds to the tickets sold per type: each ticket's type one, in the change's direction. */
export function soldPerType(change: Pick<TicketFigures, "tickets" | "direction">): Map<number, number> {
  const perType = new Map<number, number>();
  for (const { ticketTypeId } of change.tickets) if (ticketTypeId !== null) perType.set(ticketTypeId, (perType.get(ticketTypeId) ?? 0) + change.direction);
  return perType;
}

/** Valid tickets of paid orders per type (see soldPerType). */
export async function addSoldPerType(db: Queries, change: Pick<TicketFigures, "tickets" | "direction">): Promise<void> {
  for (const [ticketTypeId, sold] of soldPerType(change)) await addTypeSold.affected(db, { ticketTypeId, sold });
}

/** Valid tickets of the event checked in: one more at a ticket's first admission, fewer when checked-in tickets are refunded. */
export async function addCheckedIn(db: Queries, eventId: number, checkedIn: number): Promise<void> {
  if (checkedIn !== 0) await addCheckedInCount.affected(db, { eventId, checkedIn });
}

/** A desk's accepted check-ins of the event: one more (under its name, when it gives one) or one fewer (demoted to a duplicate). */
export async function addDeskCheckIn(db: Queries, desk: { eventId: number; deviceId: string; deskName: string | null; accepted: 1 | -1 }): Promise<void> {
  await addDesk.affected(db, desk);
}
