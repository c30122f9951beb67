import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import type { User } from "../rows";

export interface SessionRow {
  expiresAt: Date | null;
  user: Pick<User, "id" | "email" | "role" | "emailVerifiedAt">;
}

const sessionWithUser = prepare((q, v: { id: string; kind: string }) =>
  q
    .selectFrom("Session")
    .innerJoin("User", "User.id", "Session.userId")
    .select(["Session.expiresAt", "User.id", "User.email", "User.role", "User.emailVerifiedAt"])
    .where("Session.id", "=", v.id)
    .where("Session.kind", "=", v.kind),
);

/** A session by its id (the token's hash) and kind, with its user: one prepared statement per request. */
export async function findSession(db: Queries, id: string, kind: string): Promise<SessionRow | null> {
  const row = await sessionWithUser.first(db, { id, kind });
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { expiresAt, user };
}

export async function insertSession(db: Queries, session: { id: string; userId: string; kind: string; expiresAt: Date }): Promise<void> {
  await db.query
    .insertInto("Session")
    .values({ ...session, createdAt: new Date() })
    .executeTakeFirst();
}

export async function deleteSession(db: Queries, id: string): Promise<void> {
  await db.query.deleteFrom("Session").where("id", "=", id).executeTakeFirst();
}

/** Clears the user's sessions that have run out. */
export async function deleteExpiredSessions(db: Queries, userId: string, now: Date): Promise<void> {
  await db.query.deleteFrom("Session").where("userId", "=", userId).where("expiresAt", "<=", now).executeTakeFirst();
}

/** Ends every session of the user, web and kiosk alike, except the one of id `keepId`. */
export async function deleteSessionsOfUser(db: Queries, userId: string, keepId?: string): Promise<void> {
  await db.query
    .deleteFrom("Session")
    .where("userId", "=", userId)
    .$if(Boolean(keepId), (qb) => qb.where("id", "!=", keepId ?? ""))
    .executeTakeFirst();
}
