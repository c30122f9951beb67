import { createHash, randomBytes } from "node:crypto";
import type { Db, User } from "@vyc/db";
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

/** Opens a session and returns the opaque token to hand to the client; only its hash is stored. */
export async function createSession(db: Db, userId: string, now: Date, kind: "web" | "kiosk" = "web", lifetimeMs: number = LIMITS.sessionLifetimeMs): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.session.create({ data: { id: hashToken(token), userId, kind, expiresAt } });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string | undefined, now: Date): Promise<SessionUser | null> {
  if (!token) return null;
  const session = await db.session.findUnique({ where: { id: hashToken(token) }, include: { user: true } });
  if (!session || session.expiresAt <= now) return null;
  return toSessionUser(session.user);
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.session.deleteMany({ where: { id: hashToken(token) } });
}
