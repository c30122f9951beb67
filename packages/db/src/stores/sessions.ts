import type { User } from "../generated/prisma/client";
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
