import { createHash, randomBytes } from "node:crypto";
import { type Db, type Tx, type User } from "@vyc/db";
import { deleteSession, deleteSessionsOfUser, findSession, insertSession } from "@vyc/db/stores/sessions";
import { LIMITS, type Role } from "@vyc/validators";

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

/** How a session was opened and the only way it is accepted: the web's cookie, or the desk kiosk's bearer token. */
export type SessionKind = "web" | "kiosk";

/** Opens a session and returns the opaque token to hand to the client; only its hash is stored. */
export async function createSession(db: Db, userId: string, now: Date, kind: SessionKind = "web", lifetimeMs: number = LIMITS.sessionLifetimeMs): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await insertSession(db, { id: hashToken(token), userId, kind, expiresAt });
  return { token, expiresAt };
}

/**
 * The signed-in user behind a session token presented the way sessions of `kind` are (a kiosk
 * token is no web cookie, and the reverse), looked up on every request: one prepared statement.
 */
export async function findSessionUser(db: Db, token: string | undefined, kind: SessionKind, now: Date): Promise<SessionUser | null> {
  if (!token) return null;
  const id = hashToken(token);
  const session = await findSession(db, id, kind);
  if (!session?.expiresAt || session.expiresAt <= now) return null;
  return toSessionUser(session.user);
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await deleteSession(db, hashToken(token));
}

/**
 * A new password ends every session of the user, web and kiosk alike, except the one it was set
 * from (`keepToken`): whoever held the old password is signed out everywhere.
 */
export async function endSessionsAfterNewPassword(db: Tx, userId: string, keepToken?: string): Promise<void> {
  await deleteSessionsOfUser(db, userId, keepToken && hashToken(keepToken));
}
