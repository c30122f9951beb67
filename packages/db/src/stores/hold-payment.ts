import { sql, type ExpressionBuilder } from "kysely";
import type { DB, Tx } from "../database";
import { writeEventSeats } from "../locks";
import { prepare } from "../query/prepared";
import { addOrderFigures, addSoldPerType, addTicketsIssued, soldPerType, type TicketFigures } from "./event-figures";
import { payHeldSeats } from "./seats";

/** A pending order being paid, as read in the payment's transaction, with its tickets already written. */
export interface HoldPayment {
  orderId: number;
  eventId: number;
  quantity: number;
  captureId: string;
  paidAt: Date;
  /** The order's price and currency as read: it is paid only at that price. */
  totalMinor: number;
  currency: string;
  /** The money it adds to the event's revenue. */
  revenueMinor: number;
  discountUses: number;
  tickets: TicketFigures;
}

/**
 * The order this capture may pay: still pending at the price read, and not paid by another capture
 * meanwhile.
 */
function pendingAtPrice(eb: ExpressionBuilder<DB, "Order">, id: number, v: { captureId: string; totalMinor: number }) {
  return eb.and([
    eb("id", "=", id),
    eb("status", "=", "pending"),
    eb("totalMinor", "=", v.totalMinor),
    eb.or([eb("captureId", "is", null), eb("captureId", "=", v.captureId)]),
  ]);
}

/**
 * The payment of a pending order: it becomes paid by this capture, unless another capture paid it
 * meanwhile or its price changed since it was read.
 */
const payOrder = prepare((q, v: { id: number; captureId: string; paidAt: Date; totalMinor: number }) =>
  q
    .updateTable("Order")
    .set({ status: "paid", captureId: v.captureId, paidAt: v.paidAt })
    .where((eb) => pendingAtPrice(eb, v.id, v))
    .returning("discountId"),
);

type PaidTogether = Omit<HoldPayment, "tickets"> & { validTickets: number; day: string; soldPerType: string };

/**
 * PostgreSQL: the event's seat row (held seats become paid, valid tickets and discount uses
 * counted), the order paid, the event's revenue, tickets issued that day and sold per type (given
 * as a JSON object of type ids and counts), in one statement. The order's update waits for the seat
 * row's (it reads its result), so the locks come in their one order: the event's seats, then the
 * order; the figures' rows follow.
 */
const payTogether = prepare((q, v: PaidTogether) =>
  q
    .with("s", (db) =>
      db
        .updateTable("EventSeats")
        .set((eb) => ({
          held: eb("held", "-", v.quantity),
          paid: eb("paid", "+", v.quantity),
          validTickets: eb("validTickets", "+", v.validTickets),
          discountUses: eb("discountUses", "+", v.discountUses),
        }))
        .where("eventId", "=", v.eventId)
        .returning("eventId"),
    )
    .with("r", (db) =>
      db
        .insertInto("EventRevenue")
        .columns(["eventId", "currency", "totalMinor"])
        .expression((eb) => eb.selectFrom("s").select((s) => ["s.eventId", s.cast<string>(s.val(v.currency), "text").as("currency"), s.cast<number>(s.val(v.revenueMinor), "bigint").as("totalMinor")]))
        .onConflict((oc) => oc.columns(["eventId", "currency"]).doUpdateSet((eb) => ({ totalMinor: eb("EventRevenue.totalMinor", "+", eb.ref("excluded.totalMinor")) }))),
    )
    .with("d", (db) =>
      db
        .insertInto("EventTicketDay")
        .columns(["eventId", "day", "tickets"])
        .expression((eb) => eb.selectFrom("s").select((s) => ["s.eventId", s.cast<string>(s.val(v.day), "text").as("day"), s.cast<number>(s.val(v.validTickets), "integer").as("tickets")]))
        .onConflict((oc) => oc.columns(["eventId", "day"]).doUpdateSet((eb) => ({ tickets: eb("EventTicketDay.tickets", "+", eb.ref("excluded.tickets")) }))),
    )
    .with("t", (db) =>
      db
        .insertInto("TicketTypeSold")
        .columns(["ticketTypeId", "sold"])
        .expression((eb) =>
          eb
            .selectFrom(["s", sql<{ key: string; value: string }>`jsonb_each_text(cast(${v.soldPerType} as jsonb))`.as("u")])
            .select([sql<number>`cast("u"."key" as integer)`.as("ticketTypeId"), sql<number>`cast("u"."value" as integer)`.as("sold")]),
        )
        .onConflict((oc) => oc.column("ticketTypeId").doUpdateSet((eb) => ({ sold: eb("TicketTypeSold.sold", "+", eb.ref("excluded.sold")) }))),
    )
    .updateTable("Order")
    .set({ status: "paid", captureId: v.captureId, paidAt: v.paidAt })
    .where((eb) => pendingAtPrice(eb, v.orderId, v))
    .where((eb) => eb.exists(eb.selectFrom("s").select("s.eventId")))
    .returning("discountId"),
);

/**
 * Pays a held order with its event's figures, the event's seat row first (taking its lock, see
 * writeEventSeats) and as few statements as the engine allows: one on PostgreSQL. The order's discount as it was paid, or undefined when it was no longer pending at
 * that price (the seats may have moved: the caller's transaction must roll back).
 */
export async function payHold(tx: Tx, pay: HoldPayment): Promise<{ discountId: string | null } | undefined> {
  const { tickets, eventId } = pay;
  const validTickets = tickets.tickets.length;
  const day = tickets.issuedOn ?? pay.paidAt.toISOString().slice(0, 10);
  if (tx.engine === "postgres") {
    let paid: { discountId: string | null } | undefined;
    await writeEventSeats(tx, eventId, async () => {
      [paid] = await payTogether.rows(tx, { ...pay, validTickets, day, soldPerType: JSON.stringify(Object.fromEntries(soldPerType(tickets))) });
      return paid !== undefined;
    });
    return paid;
  }
  await writeEventSeats(tx, eventId, () => payHeldSeats(tx, eventId, pay.quantity, { validTickets, discountUses: pay.discountUses }));
  const [paid] = await payOrder.rows(tx, { id: pay.orderId, captureId: pay.captureId, paidAt: pay.paidAt, totalMinor: pay.totalMinor });
  if (!paid) return undefined;
  await addOrderFigures(tx, eventId, { currency: pay.currency, revenueMinor: pay.revenueMinor, discountUses: 0 });
  if (validTickets > 0) await addTicketsIssued(tx, eventId, day, validTickets);
  await addSoldPerType(tx, tickets);
  return paid;
}
