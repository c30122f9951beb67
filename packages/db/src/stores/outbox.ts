import { readText, readTime, type Row, type SqlRunner } from "../sql-runner";

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

function toMessage(row: Row): OutboxEntry {
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: JSON.parse(String(row.payload)) as unknown,
    status: String(row.status) as OutboxStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: readTime(row.nextAttemptAt) ?? new Date(Number.NaN),
    lastError: readText(row.lastError),
    createdAt: readTime(row.createdAt) ?? new Date(Number.NaN),
    sentAt: readTime(row.sentAt),
  };
}

/**
 * Writes calls out to be carried out once the caller's transaction commits, in that transaction: they
 * exist exactly when the fact causing them does. `claimedUntil` keeps the worker off them until then
 * (the request that wrote them carries them out itself); they are due at once otherwise.
 */
export async function enqueueOutboxMessages(sql: SqlRunner, messages: readonly NewOutboxMessage[], now: Date, claimedUntil: Date | null = null): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await sql.all(
    `INSERT INTO "OutboxMessage" ("kind", "payload", "nextAttemptAt", "claimedUntil", "createdAt") VALUES ${messages.map(() => "(?, ?, ?, ?, ?)").join(", ")} RETURNING "id"`,
    messages.flatMap((message) => [message.kind, JSON.stringify(message.payload), now, claimedUntil, now]),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Claims up to `limit` due messages for `leaseMs`, counting the attempt: another worker (another
 * server) skips them until the lease runs out, so a worker that died mid-way is taken over then.
 */
export async function claimDueOutboxMessages(sql: SqlRunner, now: Date, leaseMs: number, limit: number): Promise<OutboxEntry[]> {
  const skipLocked = sql.engine === "postgres" ? " FOR UPDATE SKIP LOCKED" : "";
  const rows = await sql.all(
    `UPDATE "OutboxMessage" SET "claimedUntil" = ?, "attempts" = "attempts" + 1
     WHERE "id" IN (SELECT "id" FROM "OutboxMessage" WHERE "status" = 'pending' AND "nextAttemptAt" <= ? AND ("claimedUntil" IS NULL OR "claimedUntil" <= ?)
                    ORDER BY "nextAttemptAt", "id" LIMIT ?${skipLocked})
     RETURNING *`,
    [new Date(now.getTime() + leaseMs), now, now, limit],
  );
  return rows.map(toMessage).sort((a, b) => a.id - b.id);
}

/**
 * At a server's start: claims left by a server that died take effect no longer. On SQLite one server
 * owns the database file, so every claim is a dead server's and is released at once; on PostgreSQL
 * other servers may be carrying messages out, so claims run out with their lease instead.
 */
export async function releaseDeadOutboxClaims(sql: SqlRunner): Promise<void> {
  if (sql.engine === "sqlite") await sql.run(`UPDATE "OutboxMessage" SET "claimedUntil" = NULL WHERE "status" = 'pending' AND "claimedUntil" IS NOT NULL`);
}

/** The message was carried out. */
export async function markOutboxMessageSent(sql: SqlRunner, id: number, now: Date): Promise<void> {
  await sql.run(`UPDATE "OutboxMessage" SET "status" = 'sent', "sentAt" = ?, "claimedUntil" = NULL WHERE "id" = ?`, [now, id]);
}

/** The attempt failed: tried again at `retryAt`, or given up (failed) when null. */
export async function markOutboxMessageFailed(sql: SqlRunner, id: number, error: string, retryAt: Date | null): Promise<void> {
  await sql.run(
    `UPDATE "OutboxMessage" SET "status" = ?, "lastError" = ?, "nextAttemptAt" = COALESCE(?, "nextAttemptAt"), "claimedUntil" = NULL WHERE "id" = ? AND "status" = 'pending'`,
    [retryAt ? "pending" : "failed", error.slice(0, 2_000), retryAt, id],
  );
}

/** Messages that keep failing: given up, or pending after `minAttempts` attempts; newest first. */
export async function listTroubledOutboxMessages(sql: SqlRunner, minAttempts: number, limit: number): Promise<OutboxEntry[]> {
  const rows = await sql.all(
    `SELECT * FROM "OutboxMessage" WHERE "status" = 'failed' OR ("status" = 'pending' AND "attempts" >= ?) ORDER BY "id" DESC LIMIT ?`,
    [minAttempts, limit],
  );
  return rows.map(toMessage);
}

/** Staff send a message again: pending, due now, with a fresh count of attempts. False when it was sent already. */
export async function retryOutboxMessage(sql: SqlRunner, id: number, now: Date): Promise<boolean> {
  const changed = await sql.run(
    `UPDATE "OutboxMessage" SET "status" = 'pending', "attempts" = 0, "nextAttemptAt" = ?, "claimedUntil" = NULL WHERE "id" = ? AND "status" <> 'sent'`,
    [now, id],
  );
  return changed === 1;
}
