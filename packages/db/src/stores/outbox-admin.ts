import { readTime, type SqlRunner } from "../sql-runner";
import type { OutboxStatus } from "./outbox";

/** What staff sending an outbox message again must know of it: whether it went out, or is being carried out right now. */
export interface OutboxMessageState {
  id: number;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  /** Until when a worker holds it (an attempt under way); null when none does. */
  claimedUntil: Date | null;
}

/**
 * One outbox message's state, its row locked for the rest of the caller's transaction on PostgreSQL
 * (the worker's claims skip locked rows; SQLite's single writer serialises the transaction anyway).
 */
export async function lockOutboxMessage(sql: SqlRunner, id: number): Promise<OutboxMessageState | null> {
  const forUpdate = sql.engine === "postgres" ? " FOR UPDATE" : "";
  const row = await sql.get(`SELECT "id", "kind", "status", "attempts", "claimedUntil" FROM "OutboxMessage" WHERE "id" = ?${forUpdate}`, [id]);
  if (!row) return null;
  return { id: Number(row.id), kind: String(row.kind), status: String(row.status) as OutboxStatus, attempts: Number(row.attempts), claimedUntil: readTime(row.claimedUntil) };
}

/** The order of each of these refunds (refunds not found are left out). */
export async function findRefundOrderIds(sql: SqlRunner, refundIds: readonly string[]): Promise<Map<string, number>> {
  if (refundIds.length === 0) return new Map();
  const rows = await sql.all(`SELECT "id", "orderId" FROM "Refund" WHERE "id" IN (${refundIds.map(() => "?").join(", ")})`, refundIds);
  return new Map(rows.map((row) => [String(row.id), Number(row.orderId)]));
}

/** The event of each of these waiting-list entries, with its name (entries not found are left out). */
export async function findWaitingEntryEvents(sql: SqlRunner, entryIds: readonly number[]): Promise<Map<number, { eventId: number; eventName: string }>> {
  if (entryIds.length === 0) return new Map();
  const rows = await sql.all(
    `SELECT w."id", w."eventId", e."name" FROM "WaitingListEntry" w JOIN "Event" e ON e."id" = w."eventId" WHERE w."id" IN (${entryIds.map(() => "?").join(", ")})`,
    entryIds,
  );
  return new Map(rows.map((row) => [Number(row.id), { eventId: Number(row.eventId), eventName: String(row.name) }]));
}
