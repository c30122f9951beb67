import { createHash, randomBytes } from "node:crypto";
import { withConnection, type Db, type User } from "@vyc/db";
import { LIMITS, type Role } from "@vyc/validators";
import { readTime, sql, type Row } from "../shared/sql";

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  emailVerified: boolean;
}

export function toSessionUser(user: Pick<User, "id" | "email" | "role" | "emailVerifiedAt">): SessionUser {
  const role: Role = user.role === "admin" || user.role === "staff" ? user.role : "user";
  return { id: user.id, email: user.email, role, emailVerified: user.emailVerifiedAt !== null };
}

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
export const newToken = (): string => randomBytes(32).toString("base64url");

/** Opens a session and returns the opaque token to hand to the client; only its hash is stored. */
export async function createSession(db: Db, userId: string, now: Date, kind: "web" | "kiosk" = "web", lifetimeMs: number = LIMITS.sessionLifetimeMs): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.session.create({ data: { id: hashToken(token), userId, kind, expiresAt } });
  return { token, expiresAt };
}

/** The signed-in user behind a session token, looked up on every request: one prepared statement. */
export async function findSessionUser(db: Db, token: string | undefined, now: Date): Promise<SessionUser | null> {
  if (!token) return null;
  const id = hashToken(token);
  const row = await withConnection(
    db,
    (connection) =>
      sql(connection, `SELECT s.expiresAt, u.id, u.email, u.role, u.emailVerifiedAt FROM "Session" s JOIN "User" u ON u.id = s.userId WHERE s.id = ?`).get(id) as Row | undefined,
  );
  const expiresAt = readTime(row?.expiresAt);
  if (!row || !expiresAt || expiresAt <= now) return null;
  return toSessionUser({ id: String(row.id), email: String(row.email), role: String(row.role), emailVerifiedAt: readTime(row.emailVerifiedAt) });
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.session.deleteMany({ where: { id: hashToken(token) } });
}
