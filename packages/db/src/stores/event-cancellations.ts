import type { Refusal, RefusalCode } from "@vyc/validators";
import { readRefusalCode, writeRefusalCode } from "../refusal-codes";
import { readTime, type Row, type SqlRunner } from "../sql-runner";

export type CancellationStatus = "running" | "paused" | "done";

export interface EventCancellationRow {
  eventId: number;
  reason: string;
  status: CancellationStatus;
  /** Paid orders when the event was cancelled. */
  ordersTotal: number;
  /** Paid orders still to refund. */
  ordersLeft: number;
  lastError: string | null;
  /** The order the batch paused at and why (null while it runs, or for a pause recorded without it). */
  pause: { orderId: number; refusal: RefusalCode | null } | null;
  /** Refunds of the event's orders PayPal refused since the cancellation. */
  failures: number;
  createdById: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const PAID_LEFT = `(SELECT COUNT(*) FROM "Order" o WHERE o."eventId" = c."eventId" AND o."status" = 'paid')`;
const FAILURES = `(SELECT COUNT(*) FROM "Refund" r JOIN "Order" o ON o."id" = r."orderId"
  WHERE o."eventId" = c."eventId" AND r."status" = 'failed' AND r."createdAt" >= c."createdAt")`;

function toCancellation(row: Row): EventCancellationRow {
  return {
    eventId: Number(row.eventId),
    reason: String(row.reason),
    status: String(row.status) as CancellationStatus,
    ordersTotal: Number(row.ordersTotal),
    ordersLeft: Number(row.ordersLeft),
    lastError: row.lastError === null || row.lastError === undefined ? null : String(row.lastError),
    pause: readPause(row.lastErrorRefusal),
    failures: Number(row.failures ?? 0),
    createdById: row.createdById === null || row.createdById === undefined ? null : String(row.createdById),
    createdAt: readTime(row.createdAt) ?? new Date(Number.NaN),
    finishedAt: readTime(row.finishedAt),
  };
}

/**
 * Cancels an event: it goes off sale (unregistrable, marked cancelled) and its cancellation is
 * written with the number of paid orders to refund; "missing" for no such event, "cancelled" when
 * it was cancelled already.
 */
export async function insertEventCancellation(
  sql: SqlRunner,
  input: { eventId: number; reason: string; createdById: string; now: Date },
): Promise<"cancelled" | "missing" | "started"> {
  if (!(await sql.get(`SELECT 1 AS "found" FROM "Event" WHERE "id" = ?`, [input.eventId]))) return "missing";
  const row = await sql.get(
    `INSERT INTO "EventCancellation" ("eventId", "reason", "status", "ordersTotal", "createdById", "createdAt")
     SELECT ?, ?, 'running', (SELECT COUNT(*) FROM "Order" WHERE "eventId" = ? AND "status" = 'paid'), ?, ? WHERE 1 = 1
     ON CONFLICT ("eventId") DO NOTHING RETURNING "eventId"`,
    [input.eventId, input.reason, input.eventId, input.createdById, input.now],
  );
  if (!row) return "cancelled";
  await sql.run(`UPDATE "Event" SET "cancelledAt" = ?, "isRegistrable" = FALSE, "updatedAt" = ? WHERE "id" = ?`, [input.now, input.now, input.eventId]);
  return "started";
}

export async function findEventCancellation(sql: SqlRunner, eventId: number): Promise<EventCancellationRow | null> {
  const row = await sql.get(`SELECT c.*, ${PAID_LEFT} AS "ordersLeft", ${FAILURES} AS "failures" FROM "EventCancellation" c WHERE c."eventId" = ?`, [eventId]);
  return row ? toCancellation(row) : null;
}

/** Cancellations whose refunds are still to be made (resumed at start-up). */
export async function listRunningCancellations(sql: SqlRunner): Promise<EventCancellationRow[]> {
  const rows = await sql.all(`SELECT c.*, ${PAID_LEFT} AS "ordersLeft" FROM "EventCancellation" c WHERE c."status" = 'running' ORDER BY c."createdAt"`);
  return rows.map(toCancellation);
}

/** Why a batch paused: at which order, refused how. */
export interface CancellationPause {
  orderId: number;
  refusal: Refusal;
}

function readPause(value: unknown): EventCancellationRow["pause"] {
  if (typeof value !== "string" || value === "") return null;
  const { orderId } = JSON.parse(value) as { orderId?: unknown };
  return typeof orderId === "number" ? { orderId, refusal: readRefusalCode(value) } : null;
}

/** The batch's state; a pause keeps the order it stopped at and the refusal, with its code, for staff. */
export async function setCancellationStatus(sql: SqlRunner, eventId: number, status: CancellationStatus, pause: CancellationPause | null, now: Date): Promise<void> {
  await sql.run(`UPDATE "EventCancellation" SET "status" = ?, "lastError" = ?, "lastErrorRefusal" = ?, "finishedAt" = ? WHERE "eventId" = ?`, [
    status,
    pause ? `#${pause.orderId}: ${pause.refusal.message}` : null,
    pause ? writeRefusalCode(pause.refusal, { orderId: pause.orderId }) : null,
    status === "done" ? now : null,
    eventId,
  ]);
}

/** The next paid order of the event to refund (lowest id first), or null when none is left. */
export async function nextPaidOrderOfEvent(sql: SqlRunner, eventId: number): Promise<number | null> {
  const row = await sql.get(`SELECT "id" FROM "Order" WHERE "eventId" = ? AND "status" = 'paid' ORDER BY "id" LIMIT 1`, [eventId]);
  return row ? Number(row.id) : null;
}
