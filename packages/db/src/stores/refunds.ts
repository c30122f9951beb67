import { randomUUID } from "node:crypto";
import type { Refusal, RefusalCode } from "@vyc/validators";
import { readRefusalCode, writeRefusalCode } from "../refusal-codes";
import { readText, readTime, type Row, type SqlRunner } from "../sql-runner";
import { lockForDecision } from "../locks";
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


function toRefund(row: Row): RefundRow {
  return {
    id: String(row.id),
    orderId: Number(row.orderId),
    requestId: String(row.requestId),
    amountMinor: Number(row.amountMinor),
    currency: String(row.currency),
    ticketIds: JSON.parse(String(row.ticketIdsJson)) as string[],
    reason: String(row.reason),
    method: String(row.method) as RefundMethod,
    status: String(row.status) as RefundStatus,
    providerRefundId: readText(row.providerRefundId),
    failure: readText(row.failure),
    failureRefusal: readRefusalCode(row.failureRefusal),
    createdById: readText(row.createdById),
    createdAt: readTime(row.createdAt) ?? new Date(Number.NaN),
    completedAt: readTime(row.completedAt),
  };
}

export type NewRefund = Pick<RefundRow, "orderId" | "amountMinor" | "currency" | "ticketIds" | "reason" | "method" | "createdById" | "createdAt">;

/** Writes a refund about to be asked of the provider (pending), with a request id of its own; a second pending refund of the order is a unique violation. */
export async function insertRefund(sql: SqlRunner, refund: NewRefund): Promise<RefundRow> {
  const id = randomUUID();
  const row = await sql.get(
    `INSERT INTO "Refund" ("id", "orderId", "pendingOrderId", "requestId", "amountMinor", "currency", "ticketIdsJson", "reason", "method", "status", "createdById", "createdAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?) RETURNING *`,
    [id, refund.orderId, refund.orderId, `refund-${id}`, refund.amountMinor, refund.currency, JSON.stringify(refund.ticketIds), refund.reason, refund.method, refund.createdById, refund.createdAt],
  );
  if (!row) throw new Error("The refund was not written.");
  return toRefund(row);
}

export async function findRefund(sql: SqlRunner, id: string): Promise<RefundRow | null> {
  const row = await sql.get(`SELECT * FROM "Refund" WHERE "id" = ?`, [id]);
  return row ? toRefund(row) : null;
}

/** The refund of an order still waiting for the provider's answer, if any (there is at most one). */
export async function findPendingRefund(sql: SqlRunner, orderId: number): Promise<RefundRow | null> {
  const row = await sql.get(`SELECT * FROM "Refund" WHERE "orderId" = ? AND "status" = 'pending'`, [orderId]);
  return row ? toRefund(row) : null;
}

/** pending → completed; false when another call completed (or failed) it first. */
export async function completeRefund(sql: SqlRunner, id: string, providerRefundId: string | null, now: Date): Promise<boolean> {
  const changed = await sql.run(`UPDATE "Refund" SET "status" = 'completed', "pendingOrderId" = NULL, "providerRefundId" = ?, "completedAt" = ? WHERE "id" = ? AND "status" = 'pending'`, [
    providerRefundId,
    now,
    id,
  ]);
  return changed === 1;
}

/** pending → failed: the provider refused it, so nothing was given back; the refusal is kept with its code. */
export async function failRefund(sql: SqlRunner, id: string, refusal: Refusal): Promise<void> {
  await sql.run(`UPDATE "Refund" SET "status" = 'failed', "pendingOrderId" = NULL, "failure" = ?, "failureRefusal" = ? WHERE "id" = ? AND "status" = 'pending'`, [
    refusal.message,
    writeRefusalCode(refusal),
    id,
  ]);
}

/**
 * The tickets of a refund stop being valid and their paid seats go back on sale, in the refund's
 * transaction: the order counts the money and seats given back, and becomes refunded once every
 * ticket is. False (nothing changed) when a ticket is no longer valid or the order no longer paid.
 */
export async function refundOrderTickets(
  sql: SqlRunner,
  order: { id: number; eventId: number },
  refund: { ticketIds: readonly string[]; amountMinor: number },
): Promise<boolean> {
  await lockForDecision(sql, { eventId: order.eventId });
  const seats = refund.ticketIds.length;
  const changedOrder = await sql.run(
    `UPDATE "Order" SET "refundedMinor" = "refundedMinor" + ?, "refundedSeats" = "refundedSeats" + ?,
       "status" = CASE WHEN "refundedSeats" + ? >= "quantity" THEN 'refunded' ELSE "status" END
     WHERE "id" = ? AND "status" = 'paid' AND "refundedSeats" + ? <= "quantity" AND "refundedMinor" + ? <= "totalMinor"`,
    [refund.amountMinor, seats, seats, order.id, seats, refund.amountMinor],
  );
  if (changedOrder !== 1) return false;
  if (seats > 0) {
    const changedTickets = await sql.run(
      `UPDATE "Ticket" SET "status" = 'refunded' WHERE "orderId" = ? AND "status" = 'valid' AND "id" IN (${refund.ticketIds.map(() => "?").join(", ")})`,
      [order.id, ...refund.ticketIds],
    );
    if (changedTickets !== seats) throw new RefundConflict();
    await releaseSeats(sql, order.eventId, seats, "paid");
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

export interface RefundRequestRow {
  id: string;
  orderId: number;
  userId: string;
  reason: string;
  status: "open" | "approved" | "declined";
  createdAt: Date;
  decidedAt: Date | null;
  decidedById: string | null;
}

function toRequest(row: Row): RefundRequestRow {
  return {
    id: String(row.id),
    orderId: Number(row.orderId),
    userId: String(row.userId),
    reason: String(row.reason),
    status: String(row.status) as RefundRequestRow["status"],
    createdAt: readTime(row.createdAt) ?? new Date(Number.NaN),
    decidedAt: readTime(row.decidedAt),
    decidedById: readText(row.decidedById),
  };
}

export async function insertRefundRequest(sql: SqlRunner, request: Pick<RefundRequestRow, "orderId" | "userId" | "reason" | "createdAt">): Promise<RefundRequestRow> {
  const row = await sql.get(`INSERT INTO "RefundRequest" ("id", "orderId", "userId", "reason", "status", "createdAt") VALUES (?, ?, ?, ?, 'open', ?) RETURNING *`, [
    randomUUID(),
    request.orderId,
    request.userId,
    request.reason,
    request.createdAt,
  ]);
  if (!row) throw new Error("The refund request was not written.");
  return toRequest(row);
}

export async function findRefundRequest(sql: SqlRunner, id: string): Promise<RefundRequestRow | null> {
  const row = await sql.get(`SELECT * FROM "RefundRequest" WHERE "id" = ?`, [id]);
  return row ? toRequest(row) : null;
}

/** Requests of the given orders, newest first. */
export async function listRefundRequestsOfOrders(sql: SqlRunner, orderIds: readonly number[]): Promise<RefundRequestRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await sql.all(`SELECT * FROM "RefundRequest" WHERE "orderId" IN (${orderIds.map(() => "?").join(", ")}) ORDER BY "createdAt" DESC`, [...orderIds]);
  return rows.map(toRequest);
}

export interface OpenRefundRequest extends RefundRequestRow {
  buyerEmail: string;
  eventId: number;
  eventName: string;
  totalMinor: number;
  currency: string;
}

/** Every request staff have not decided yet, oldest first. */
export async function listOpenRefundRequests(sql: SqlRunner): Promise<OpenRefundRequest[]> {
  const rows = await sql.all(
    `SELECT r.*, u."email" AS "buyerEmail", e."id" AS "eventId", e."name" AS "eventName", o."totalMinor", o."currency"
     FROM "RefundRequest" r JOIN "Order" o ON o."id" = r."orderId" JOIN "Event" e ON e."id" = o."eventId" JOIN "User" u ON u."id" = r."userId"
     WHERE r."status" = 'open' ORDER BY r."createdAt"`,
  );
  return rows.map((row) => ({
    ...toRequest(row),
    buyerEmail: String(row.buyerEmail),
    eventId: Number(row.eventId),
    eventName: String(row.eventName),
    totalMinor: Number(row.totalMinor),
    currency: String(row.currency),
  }));
}

/** open → approved or declined; false when it was decided already. */
export async function decideRefundRequest(sql: SqlRunner, id: string, status: "approved" | "declined", deciderId: string, now: Date): Promise<boolean> {
  const changed = await sql.run(`UPDATE "RefundRequest" SET "status" = ?, "decidedAt" = ?, "decidedById" = ? WHERE "id" = ? AND "status" = 'open'`, [
    status,
    now,
    deciderId,
    id,
  ]);
  return changed === 1;
}

export interface RefundableOrder {
  orderId: number;
  userId: string | null;
  status: string;
  eventId: number;
  /** Until when buyers may ask for a refund themselves (null: never). */
  expiredRefundDate: Date | null;
  hasOpenRequest: boolean;
}

/** What decides whether a buyer may ask for a refund of an order. */
export async function findRefundableOrder(sql: SqlRunner, orderId: number): Promise<RefundableOrder | null> {
  const row = await sql.get(
    `SELECT o."id", o."userId", o."status", o."eventId", e."expiredRefundDate",
            EXISTS (SELECT 1 FROM "RefundRequest" r WHERE r."orderId" = o."id" AND r."status" = 'open') AS "hasOpenRequest"
     FROM "Order" o JOIN "Event" e ON e."id" = o."eventId" WHERE o."id" = ?`,
    [orderId],
  );
  if (!row) return null;
  return {
    orderId: Number(row.id),
    userId: readText(row.userId),
    status: String(row.status),
    eventId: Number(row.eventId),
    expiredRefundDate: readTime(row.expiredRefundDate),
    hasOpenRequest: row.hasOpenRequest === true || Number(row.hasOpenRequest) === 1,
  };
}

/** The refunds of some orders with their credit notes' numbers, oldest first. */
export async function listRefundsWithCreditNotes(sql: SqlRunner, orderId: number): Promise<Array<RefundRow & { creditNoteNumber: string | null }>> {
  const rows = await sql.all(
    `SELECT r.*, i."number" AS "creditNoteNumber" FROM "Refund" r LEFT JOIN "Invoice" i ON i."refundId" = r."id" WHERE r."orderId" = ? ORDER BY r."createdAt", r."id"`,
    [orderId],
  );
  return rows.map((row) => ({ ...toRefund(row), creditNoteNumber: readText(row.creditNoteNumber) }));
}

/** A buyer's orders with tickets and their events' refund dates, with the last refund request of each. */
export async function listBuyerRefundOrders(
  sql: SqlRunner,
  userId: string,
): Promise<Array<{ orderId: number; status: string; expiredRefundDate: Date | null; request: { status: RefundRequestRow["status"]; createdAt: Date } | null }>> {
  const rows = await sql.all(
    `SELECT o."id", o."status", e."expiredRefundDate",
            (SELECT r."status" FROM "RefundRequest" r WHERE r."orderId" = o."id" ORDER BY r."createdAt" DESC LIMIT 1) AS "requestStatus",
            (SELECT r."createdAt" FROM "RefundRequest" r WHERE r."orderId" = o."id" ORDER BY r."createdAt" DESC LIMIT 1) AS "requestedAt"
     FROM "Order" o JOIN "Event" e ON e."id" = o."eventId"
     WHERE o."userId" = ? AND EXISTS (SELECT 1 FROM "Ticket" t WHERE t."orderId" = o."id")`,
    [userId],
  );
  return rows.map((row) => ({
    orderId: Number(row.id),
    status: String(row.status),
    expiredRefundDate: readTime(row.expiredRefundDate),
    request: row.requestStatus === null || row.requestStatus === undefined ? null : { status: String(row.requestStatus) as RefundRequestRow["status"], createdAt: readTime(row.requestedAt) ?? new Date(Number.NaN) },
  }));
}

export interface BuyerCreditNote {
  orderId: number;
  number: string;
  amountMinor: number;
  currency: string;
  issuedAt: Date;
}

/** The credit notes of a buyer's orders, oldest first. */
export async function listBuyerCreditNotes(sql: SqlRunner, userId: string): Promise<BuyerCreditNote[]> {
  const rows = await sql.all(
    `SELECT i."orderId", i."number", i."amountMinor", o."currency", i."issuedAt"
     FROM "Invoice" i JOIN "Order" o ON o."id" = i."orderId"
     WHERE o."userId" = ? AND i."kind" = 'credit' ORDER BY i."year", i."sequence"`,
    [userId],
  );
  return rows.map((row) => ({
    orderId: Number(row.orderId),
    number: String(row.number),
    amountMinor: Number(row.amountMinor ?? 0),
    currency: String(row.currency),
    issuedAt: readTime(row.issuedAt) ?? new Date(Number.NaN),
  }));
}
