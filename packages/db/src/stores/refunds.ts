import { randomUUID } from "node:crypto";
import type { Refusal, RefusalCode } from "@vyc/validators";
import type { Queries, Tx } from "../database";
import { readRefusalCode, writeRefusalCode } from "../refusal-codes";
import type { Refund } from "../rows";
import { lockForDecision } from "../locks";
import { addCheckedIn, addOrderFigures, addTicketFigures } from "./event-figures";
import { releaseSeats } from "./seats";

/** How the money went back: through the provider that took it, or by hand at the desk. */
export type RefundMethod = "paypal" | "test" | "cash" | "card_terminal" | "none";
export type RefundStatus = "pending" | "completed" | "failed";

export interface RefundRow {
  id: string;
  orderId: number;
  /** Sent as PayPal-Request-Id: asking again is the same refund at PayPal. */
  requestId: string;
  amountMinor: number;
  currency: string;
  ticketIds: string[];
  /** The cancellation fee kept from the refunded tickets' share (0 when none). */
  feeMinor: number;
  reason: string;
  method: RefundMethod;
  status: RefundStatus;
  providerRefundId: string | null;
  failure: string | null;
  failureRefusal: RefusalCode | null;
  createdById: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const REFUND_COLUMNS = [
  "Refund.id",
  "Refund.orderId",
  "Refund.requestId",
  "Refund.amountMinor",
  "Refund.currency",
  "Refund.ticketIdsJson",
  "Refund.reason",
  "Refund.method",
  "Refund.status",
  "Refund.providerRefundId",
  "Refund.failure",
  "Refund.failureRefusal",
  "Refund.feeMinor",
  "Refund.createdById",
  "Refund.createdAt",
  "Refund.completedAt",
] as const;

type StoredRefund = Omit<Refund, "pendingOrderId" | "method" | "status"> & { method: RefundMethod; status: RefundStatus };

/** The refund with the tickets and the refusal it keeps as JSON read back. */
const decodeRefund = <R extends StoredRefund>({ ticketIdsJson, failureRefusal, ...refund }: R) => ({
  ...refund,
  ticketIds: JSON.parse(ticketIdsJson) as string[],
  failureRefusal: readRefusalCode(failureRefusal),
});

const selectRefunds = (db: Queries) =>
  db.query.selectFrom("Refund").select(REFUND_COLUMNS).$narrowType<{ method: RefundMethod; status: RefundStatus }>();

export type NewRefund = Pick<RefundRow, "orderId" | "amountMinor" | "currency" | "ticketIds" | "reason" | "method" | "createdById" | "createdAt"> & { feeMinor?: number };

/** Writes a refund about to be asked of the provider (pending), with a request id of its own; a second pending refund of the order is a unique violation. */
export async function insertRefund(db: Queries, refund: NewRefund): Promise<RefundRow> {
  const id = randomUUID();
  const row = await db.query
    .insertInto("Refund")
    .values({
      id,
      orderId: refund.orderId,
      pendingOrderId: refund.orderId,
      requestId: `refund-${id}`,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      ticketIdsJson: JSON.stringify(refund.ticketIds),
      feeMinor: refund.feeMinor ?? 0,
      reason: refund.reason,
      method: refund.method,
      status: "pending",
      createdById: refund.createdById,
      createdAt: refund.createdAt,
    })
    .returning(REFUND_COLUMNS)
    .$narrowType<{ method: RefundMethod; status: RefundStatus }>()
    .executeTakeFirstOrThrow();
  return decodeRefund(row);
}

export async function findRefund(db: Queries, id: string): Promise<RefundRow | null> {
  const row = await selectRefunds(db).where("Refund.id", "=", id).executeTakeFirst();
  return row ? decodeRefund(row) : null;
}

/** The refund of an order still waiting for the provider's answer, if any (there is at most one). */
export async function findPendingRefund(db: Queries, orderId: number): Promise<RefundRow | null> {
  const row = await selectRefunds(db).where("Refund.orderId", "=", orderId).where("Refund.status", "=", "pending").executeTakeFirst();
  return row ? decodeRefund(row) : null;
}

/** pending → completed; false when another call completed (or failed) it first. */
export async function completeRefund(db: Queries, id: string, providerRefundId: string | null, now: Date): Promise<boolean> {
  const result = await db.query
    .updateTable("Refund")
    .set({ status: "completed", pendingOrderId: null, providerRefundId, completedAt: now })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** pending → failed: the provider refused it, so nothing was given back; the refusal is kept with its code. */
export async function failRefund(db: Queries, id: string, refusal: Refusal): Promise<void> {
  await db.query
    .updateTable("Refund")
    .set({ status: "failed", pendingOrderId: null, failure: refusal.message, failureRefusal: writeRefusalCode(refusal) })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/**
 * The tickets of a refund stop being valid and their paid seats go back on sale, in the refund's
 * transaction: the order counts the money and seats given back, and becomes refunded once every
 * ticket is. False (nothing changed) when a ticket is no longer valid or the order no longer paid.
 * The event's figures (money kept, discount uses, valid and checked-in tickets, sold per type)
 * follow in the same transaction (see event-figures). This is the domain's refund move
 * (ORDER_MOVES.refund in orders/order-life).
 */
export async function refundOrderTickets(
  tx: Tx,
  order: { id: number; eventId: number },
  refund: { ticketIds: readonly string[]; amountMinor: number },
): Promise<boolean> {
  await lockForDecision(tx, { eventId: order.eventId });
  const seats = refund.ticketIds.length;
  const changedOrder = await tx.query
    .updateTable("Order")
    .set((eb) => ({
      refundedMinor: eb("refundedMinor", "+", refund.amountMinor),
      refundedSeats: eb("refundedSeats", "+", seats),
      status: eb
        .case()
        .when(eb("refundedSeats", "+", seats), ">=", eb.ref("quantity"))
        .then("refunded")
        .else(eb.ref("status"))
        .end(),
    }))
    .where("id", "=", order.id)
    .where("status", "=", "paid")
    .where((eb) => eb(eb("refundedSeats", "+", seats), "<=", eb.ref("quantity")))
    .where((eb) => eb(eb("refundedMinor", "+", refund.amountMinor), "<=", eb.ref("totalMinor")))
    .returning(["status", "currency", "discountId"])
    .executeTakeFirst();
  if (!changedOrder) return false;
  const leftPaid = changedOrder.status === "refunded";
  await addOrderFigures(tx, order.eventId, { currency: changedOrder.currency, revenueMinor: -refund.amountMinor, discountUses: leftPaid && changedOrder.discountId !== null ? -1 : 0 });
  if (seats > 0) {
    const changedTickets = await tx.query
      .updateTable("Ticket")
      .set({ status: "refunded" })
      .where("orderId", "=", order.id)
      .where("status", "=", "valid")
      .where("id", "in", refund.ticketIds)
      .returning(["ticketTypeId", "checkedInAt"])
      .execute();
    if (changedTickets.length !== seats) throw new RefundConflict();
    await releaseSeats(tx, order.eventId, seats, "paid");
    await addTicketFigures(tx, order.eventId, { tickets: changedTickets, direction: -1 });
    await addCheckedIn(tx, order.eventId, -changedTickets.filter((ticket) => ticket.checkedInAt !== null).length);
  }
  return true;
}

/** A ticket of the refund changed meanwhile; the transaction rolls back. */
export class RefundConflict extends Error {
  constructor() {
    super("A ticket of this refund is no longer valid.");
    this.name = "RefundConflict";
  }
}

export type RefundRequestStatus = "open" | "approved" | "declined";

export interface RefundRequestRow {
  id: string;
  orderId: number;
  userId: string;
  reason: string;
  status: RefundRequestStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decidedById: string | null;
}

export async function insertRefundRequest(db: Queries, request: Pick<RefundRequestRow, "orderId" | "userId" | "reason" | "createdAt">): Promise<RefundRequestRow> {
  return db.query
    .insertInto("RefundRequest")
    .values({ id: randomUUID(), orderId: request.orderId, userId: request.userId, reason: request.reason, status: "open", createdAt: request.createdAt })
    .returningAll()
    .$narrowType<{ status: RefundRequestStatus }>()
    .executeTakeFirstOrThrow();
}

export async function findRefundRequest(db: Queries, id: string): Promise<RefundRequestRow | null> {
  const row = await db.query.selectFrom("RefundRequest").selectAll().where("id", "=", id).$narrowType<{ status: RefundRequestStatus }>().executeTakeFirst();
  return row ?? null;
}

/** Requests of the given orders, newest first. */
export async function listRefundRequestsOfOrders(db: Queries, orderIds: readonly number[]): Promise<RefundRequestRow[]> {
  if (orderIds.length === 0) return [];
  return db.query
    .selectFrom("RefundRequest")
    .selectAll()
    .where("orderId", "in", orderIds)
    .orderBy("createdAt", "desc")
    .$narrowType<{ status: RefundRequestStatus }>()
    .execute();
}

export interface OpenRefundRequest extends RefundRequestRow {
  buyerEmail: string;
  eventId: number;
  eventName: string;
  totalMinor: number;
  currency: string;
}

/** Every request staff have not decided yet, oldest first. */
export async function listOpenRefundRequests(db: Queries): Promise<OpenRefundRequest[]> {
  return db.query
    .selectFrom("RefundRequest as r")
    .innerJoin("Order as o", "o.id", "r.orderId")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .innerJoin("User as u", "u.id", "r.userId")
    .selectAll("r")
    .select(["u.email as buyerEmail", "e.id as eventId", "e.name as eventName", "o.totalMinor", "o.currency"])
    .where("r.status", "=", "open")
    .orderBy("r.createdAt")
    .$narrowType<{ status: RefundRequestStatus }>()
    .execute();
}

/** open → approved or declined; false when it was decided already. */
export async function decideRefundRequest(db: Queries, id: string, status: "approved" | "declined", deciderId: string, now: Date): Promise<boolean> {
  const result = await db.query
    .updateTable("RefundRequest")
    .set({ status, decidedAt: now, decidedById: deciderId })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface RefundableOrder {
  orderId: number;
  userId: string | null;
  status: string;
  eventId: number;
  /** Until when buyers may ask for a refund themselves (null: never). */
  expiredRefundDate: Date | null;
  /** The request of the order staff have not decided yet, if any. */
  openRequestId: string | null;
}

/** What decides whether a buyer may ask for a refund of an order. */
export async function findRefundableOrder(db: Queries, orderId: number): Promise<RefundableOrder | null> {
  const row = await db.query
    .selectFrom("Order as o")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .select((eb) => [
      "o.id as orderId",
      "o.userId",
      "o.status",
      "o.eventId",
      "e.expiredRefundDate",
      eb.selectFrom("RefundRequest as r").select("r.id").whereRef("r.orderId", "=", "o.id").where("r.status", "=", "open").limit(1).as("openRequestId"),
    ])
    .where("o.id", "=", orderId)
    .executeTakeFirst();
  return row ?? null;
}

/** The refunds of some orders with their credit notes' numbers, oldest first. */
export async function listRefundsWithCreditNotes(db: Queries, orderId: number): Promise<Array<RefundRow & { creditNoteNumber: string | null }>> {
  const rows = await selectRefunds(db)
    .leftJoin("Invoice", "Invoice.refundId", "Refund.id")
    .select("Invoice.number as creditNoteNumber")
    .where("Refund.orderId", "=", orderId)
    .orderBy("Refund.createdAt")
    .orderBy("Refund.id")
    .execute();
  return rows.map(decodeRefund);
}

/** A buyer's orders with tickets and their events' refund dates, with the last refund request of each (its status and time, null without one). */
export async function listBuyerRefundOrders(
  db: Queries,
  userId: string,
): Promise<Array<{ orderId: number; status: string; expiredRefundDate: Date | null; requestStatus: RefundRequestStatus | null; requestedAt: Date | null }>> {
  return db.query
    .selectFrom("Order as o")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .leftJoin("RefundRequest as r", (join) =>
      join.on((eb) =>
        eb("r.id", "=", eb.selectFrom("RefundRequest as last").select("last.id").whereRef("last.orderId", "=", "o.id").orderBy("last.createdAt", "desc").limit(1)),
      ),
    )
    .select(["o.id as orderId", "o.status", "e.expiredRefundDate", "r.status as requestStatus", "r.createdAt as requestedAt"])
    .where("o.userId", "=", userId)
    .where((eb) => eb.exists(eb.selectFrom("Ticket as t").select("t.id").whereRef("t.orderId", "=", "o.id")))
    .$narrowType<{ requestStatus: RefundRequestStatus | null }>()
    .execute();
}

export interface BuyerCreditNote {
  orderId: number;
  number: string;
  amountMinor: number;
  currency: string;
  issuedAt: Date;
}

/** The credit notes of a buyer's orders, oldest first. */
export async function listBuyerCreditNotes(db: Queries, userId: string): Promise<BuyerCreditNote[]> {
  return db.query
    .selectFrom("Invoice as i")
    .innerJoin("Order as o", "o.id", "i.orderId")
    .select((eb) => ["i.orderId", "i.number", eb.fn.coalesce("i.amountMinor", eb.lit(0)).as("amountMinor"), "o.currency", "i.issuedAt"])
    .where("o.userId", "=", userId)
    .where("i.kind", "=", "credit")
    .orderBy("i.year")
    .orderBy("i.sequence")
    .execute();
}
