import type { Prisma, User } from "../generated/prisma/client";
import { readTime, type SqlRunner } from "../sql-runner";

export interface SessionRow {
  expiresAt: Date | null;
  user: Pick<User, "id" | "email" | "role" | "emailVerifiedAt">;
}

/** A session by its id (the token's hash) and kind, with its user: one prepared statement per request. */
export async function findSession(sql: SqlRunner, id: string, kind: string): Promise<SessionRow | null> {
  const row = await sql.get(
    `SELECT s."expiresAt", u."id", u."email", u."role", u."emailVerifiedAt" FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."id" = ? AND s."kind" = ?`,
    [id, kind],
  );
  if (!row) return null;
  return {
    expiresAt: readTime(row.expiresAt),
    user: { id: String(row.id), email: String(row.email), role: String(row.role), emailVerifiedAt: readTime(row.emailVerifiedAt) },
  };
}

export async function insertSession(db: Prisma.TransactionClient, session: { id: string; userId: string; kind: string; expiresAt: Date }): Promise<void> {
  await db.session.create({ data: session });
}

export async function deleteSession(db: Prisma.TransactionClient, id: string): Promise<void> {
  await db.session.deleteMany({ where: { id } });
}

/** Clears the user's sessions that have run out. */
export async function deleteExpiredSessions(db: Prisma.TransactionClient, userId: string, now: Date): Promise<void> {
  await db.session.deleteMany({ where: { userId, expiresAt: { lte: now } } });
}

/** Ends every session of the user, web and kiosk alike, except the one of id `keepId`. */
export async function deleteSessionsOfUser(db: Prisma.TransactionClient, userId: string, keepId?: string): Promise<void> {
  await db.session.deleteMany({ where: { userId, ...(keepId && { id: { not: keepId } }) } });
}
