import type { Queries, Tx } from "../database";
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
export async function lockOutboxMessage(tx: Tx, id: number): Promise<OutboxMessageState | null> {
  const query = tx.query.selectFrom("OutboxMessage").select(["id", "kind", "status", "attempts", "claimedUntil"]).where("id", "=", id).$narrowType<{ status: OutboxStatus }>();
  const row = await (tx.engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  return row ?? null;
}

/** The order of each of these refunds (refunds not found are left out). */
export async function findRefundOrderIds(db: Queries, refundIds: readonly string[]): Promise<Map<string, number>> {
  if (refundIds.length === 0) return new Map();
  const rows = await db.query.selectFrom("Refund").select(["id", "orderId"]).where("id", "in", refundIds).execute();
  return new Map(rows.map((row) => [row.id, row.orderId]));
}

/** The event of each of these waiting-list entries, with its name (entries not found are left out). */
export async function findWaitingEntryEvents(db: Queries, entryIds: readonly number[]): Promise<Map<number, { eventId: number; eventName: string }>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db.query
    .selectFrom("WaitingListEntry as w")
    .innerJoin("Event as e", "e.id", "w.eventId")
    .select(["w.id", "w.eventId", "e.name as eventName"])
    .where("w.id", "in", entryIds)
    .execute();
  return new Map(rows.map((row) => [row.id, { eventId: row.eventId, eventName: row.eventName }]));
}
