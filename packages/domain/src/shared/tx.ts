import type { Db, Prisma } from "@vyc/db";

export type Tx = Prisma.TransactionClient;

/**
 * Runs `work` in one Prisma transaction: the back office's writes of several rows. SQLite runs one
 * at a time; PostgreSQL runs them side by side (read committed), so a check that must hold against
 * concurrent writers (seats, a discount's uses) is a conditional update in its store instead.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(work, { maxWait: 30_000, timeout: 30_000 });
}
