import type { Db } from "@vyc/db";
import { createAccount, createSession, hashToken, newToken } from "@vyc/domain/auth";
import type { Buyer } from "@vyc/testkit/buyers";
import { SESSION_COOKIE } from "../src/context";

/** The back office's admin: a web session (cookie) for its pages and a desk session (bearer) for the desk. */
export interface Staff {
  userId: string;
  web: Record<string, string>;
  desk: Record<string, string>;
}

/** Verified users with open sessions, written in bulk (what a login would have left behind). */
export async function createBuyers(db: Db, count: number, prefix: string, now: Date): Promise<Buyer[]> {
  const expiresAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const buyers = Array.from({ length: count }, (_, i) => ({ userId: `${prefix}-user-${i}`, email: `${prefix}-${i}@example.test`, token: newToken() }));
  // In slices: one statement's parameters stay under the engines' limits.
  for (let from = 0; from < buyers.length; from += 500) {
    const slice = buyers.slice(from, from + 500);
    await db.transaction(async (tx) => {
      await tx.query.insertInto("User").values(slice.map((b) => ({ id: b.userId, email: b.email, passwordHash: "!", emailVerifiedAt: now, createdAt: now }))).execute();
      await tx.query.insertInto("Session").values(slice.map((b) => ({ id: hashToken(b.token), userId: b.userId, expiresAt, createdAt: now }))).execute();
    });
  }
  return buyers.map((b) => ({ userId: b.userId, email: b.email, headers: { cookie: `${SESSION_COOKIE}=${b.token}` } }));
}

/** An admin account made as `npm run user:create` makes it, signed in on the web and at a desk. */
export async function createStaff(db: Db, now: Date): Promise<Staff> {
  const { id } = await createAccount(db, { email: "season-admin@example.test", password: "season-admin-password", role: "admin", verifiedAt: now });
  const web = await createSession(db, id, now, "web");
  const desk = await createSession(db, id, now, "kiosk");
  return { userId: id, web: { cookie: `${SESSION_COOKIE}=${web.token}` }, desk: { authorization: `Bearer ${desk.token}` } };
}
