import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import type { OutboxMessage } from "../rows";

/** pending: to be carried out (again); sent: done; failed: gave up after the last attempt, until staff send it again. */
export type OutboxStatus = "pending" | "sent" | "failed";

export interface OutboxEntry {
  id: number;
  kind: string;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface NewOutboxMessage {
  kind: string;
  payload: unknown;
}

/** The columns an OutboxEntry is read from. */
const ENTRY_COLUMNS = ["id", "kind", "payload", "status", "attempts", "nextAttemptAt", "lastError", "createdAt", "sentAt"] as const;

/** The stored payload is JSON text. */
const withPayload = (row: Pick<OutboxMessage, (typeof ENTRY_COLUMNS)[number]> & { status: OutboxStatus }): OutboxEntry => ({ ...row, payload: JSON.parse(row.payload) as unknown });

const insertOne = prepare((q, v: { kind: string; payload: string; now: Date; claimedUntil: Date | null }) =>
  q.insertInto("OutboxMessage").values({ kind: v.kind, payload: v.payload, nextAttemptAt: v.now, claimedUntil: v.claimedUntil, createdAt: v.now }).returning("id"),
);

const markSent = prepare((q, v: { id: number; now: Date }) => q.updateTable("OutboxMessage").set({ status: "sent", sentAt: v.now, claimedUntil: null }).where("id", "=", v.id));

/**
 * Writes calls out to be carried out once the caller's transaction commits, in that transaction: they
 * exist exactly when the fact causing them does. `claimedUntil` keeps the worker off them until then
 * (the request that wrote them carries them out itself); they are due at once otherwise. Returns
 * their ids in the order of `messages`.
 */
export async function enqueueOutboxMessages(db: Queries, messages: readonly NewOutboxMessage[], now: Date, claimedUntil: Date | null = null): Promise<number[]> {
  if (messages.length === 0) return [];
  const [only] = messages;
  if (messages.length === 1 && only) {
    const row = await insertOne.first(db, { kind: only.kind, payload: JSON.stringify(only.payload), now, claimedUntil });
    return row ? [row.id] : [];
  }
  const rows = await db.query
    .insertInto("OutboxMessage")
    .values(messages.map((message) => ({ kind: message.kind, payload: JSON.stringify(message.payload), nextAttemptAt: now, claimedUntil, createdAt: now })))
    .returning("id")
    .execute();
  // Ids ascend in the order the rows are written, whatever order RETURNING lists them in.
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Claims up to `limit` due messages for `leaseMs`, counting the attempt: another worker (another
 * server) skips them until the lease runs out, so a worker that died mid-way is taken over then.
 */
export async function claimDueOutboxMessages(db: Queries, now: Date, leaseMs: number, limit: number): Promise<OutboxEntry[]> {
  const rows = await db.query
    .updateTable("OutboxMessage")
    .set((eb) => ({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) => {
      const due = eb
        .selectFrom("OutboxMessage")
        .select("id")
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", now)
        .where((when) => when.or([when("claimedUntil", "is", null), when("claimedUntil", "<=", now)]))
        .orderBy("nextAttemptAt")
        .orderBy("id")
        .limit(limit);
      return db.engine === "postgres" ? due.forUpdate().skipLocked() : due;
    })
    .returning(ENTRY_COLUMNS)
    .$narrowType<{ status: OutboxStatus }>()
    .execute();
  return rows.map(withPayload).sort((a, b) => a.id - b.id);
}

/**
 * At a server's start: claims left by a server that died take effect no longer. On SQLite one server
 * owns the database file, so every claim is a dead server's and is released at once; on PostgreSQL
 * other servers may be carrying messages out, so claims run out with their lease instead.
 */
export async function releaseDeadOutboxClaims(db: Queries): Promise<void> {
  if (db.engine === "sqlite") {
    await db.query.updateTable("OutboxMessage").set({ claimedUntil: null }).where("status", "=", "pending").where("claimedUntil", "is not", null).execute();
  }
}

/** The message was carried out. */
export async function markOutboxMessageSent(db: Queries, id: number, now: Date): Promise<void> {
  await markSent.affected(db, { id, now });
}

/** The attempt failed: tried again at `retryAt`, or given up (failed) when null. */
export async function markOutboxMessageFailed(db: Queries, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.query
    .updateTable("OutboxMessage")
    .set({ status: retryAt ? "pending" : "failed", lastError: error.slice(0, 2_000), claimedUntil: null, ...(retryAt ? { nextAttemptAt: retryAt } : {}) })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** Messages that keep failing: given up, or pending after `minAttempts` attempts; newest first. */
export async function listTroubledOutboxMessages(db: Queries, minAttempts: number, limit: number): Promise<OutboxEntry[]> {
  const rows = await db.query
    .selectFrom("OutboxMessage")
    .select(ENTRY_COLUMNS)
    .where((eb) => eb.or([eb("status", "=", "failed"), eb.and([eb("status", "=", "pending"), eb("attempts", ">=", minAttempts)])]))
    .orderBy("id", "desc")
    .limit(limit)
    .$narrowType<{ status: OutboxStatus }>()
    .execute();
  return rows.map(withPayload);
}

/** Staff send a message again: pending, due now, with a fresh count of attempts. False when it was sent already. */
export async function retryOutboxMessage(db: Queries, id: number, now: Date): Promise<boolean> {
  const result = await db.query
    .updateTable("OutboxMessage")
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, claimedUntil: null })
    .where("id", "=", id)
    .where("status", "<>", "sent")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
