import { randomUUID } from "node:crypto";
import { type Db } from "@vyc/db";
import { createSession } from "@vyc/domain/auth";
import { SESSION_COOKIE } from "@vyc/server/context";

export interface Buyer {
  userId: string;
  email: string;
  /** Headers that authenticate a request as this buyer (the session cookie). */
  headers: Record<string, string>;
}

let counter = 0;

/**
 * A user (verified unless told otherwise) with an open session, written straight to the database: for tests and the bench
 * that need many signed-in buyers without going through the (deliberately slow) password login.
 */
export async function createBuyer(db: Db, now: Date, options: { email?: string; verified?: boolean } = {}): Promise<Buyer> {
  const email = options.email ?? `buyer-${process.pid}-${Date.now()}-${++counter}@example.test`;
  const user = await db
    .query.insertInto("User")
    .values({ id: randomUUID(), email, passwordHash: "!", emailVerifiedAt: options.verified === false ? null : now, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id, now, "web", 24 * 60 * 60 * 1000);
  return { userId: user.id, email, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}
