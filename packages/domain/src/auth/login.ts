import { MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { accountKey, ipKey, type AuthDeps } from "./auth-deps";
import { authenticate } from "./credentials";
import { createSession, type SessionUser } from "./sessions";

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/** Web sign-in: limited per address and per account, then a new session (at most 1 hour). */
export async function logIn(deps: Pick<AuthDeps, "db" | "clock" | "rateLimits">, email: string, password: string, ip: string): Promise<LoginResult> {
  await deps.rateLimits.consume("login", ipKey(ip));
  await deps.rateLimits.consume("login", accountKey(email.trim()));
  const user = await authenticate(deps.db, email, password);
  if (!user) throw new DomainError("UNAUTHORIZED", MESSAGES.invalidCredentials);
  const now = deps.clock.now();
  await deps.db.session.deleteMany({ where: { userId: user.id, expiresAt: { lte: now } } });
  const session = await createSession(deps.db, user.id, now);
  return { user, ...session };
}
