import type { Db, Prisma } from "@vyc/db";

export type Tx = Prisma.TransactionClient;

/**
 * Runs `work` in one database transaction. SQLite serialises writers, so a read-then-write inside
 * `work` (count the seats, then write the order) cannot interleave with another one.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(work, { maxWait: 30_000, timeout: 30_000 });
}
