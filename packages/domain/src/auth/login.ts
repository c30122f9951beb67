import { deleteExpiredSessions } from "@vyc/db/stores/sessions";
import { MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { countFailures } from "../shared/rate-limits";
import { accountKey, ipKey, type AuthDeps } from "./auth-deps";
import { authenticate } from "./credentials";
import { createSession, type SessionUser } from "./sessions";

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/**
 * Checks the credentials of a sign-in (web or desk), counting failures only: per client address
 * (a venue's worth) and per account (a few).
 */
export function signInAttempt(deps: Pick<AuthDeps, "db" | "rateLimits">, email: string, password: string, ip: string): Promise<SessionUser> {
  const budgets: Parameters<typeof countFailures>[1] = [
    ["signInAddress", ipKey(ip)],
    ["signInAccount", accountKey(email.trim())],
  ];
  return countFailures(deps.rateLimits, budgets, async () => {
    const user = await authenticate(deps.db, email, password);
    if (!user) throw new DomainError("UNAUTHORIZED", MESSAGES.invalidCredentials);
    return user;
  });
}

/** Web sign-in: the credentials (failures limited), then a new session (at most 1 hour). */
export async function logIn(deps: Pick<AuthDeps, "db" | "clock" | "rateLimits">, email: string, password: string, ip: string): Promise<LoginResult> {
  const user = await signInAttempt(deps, email, password, ip);
  const now = deps.clock.now();
  await deleteExpiredSessions(deps.db, user.id, now);
  const session = await createSession(deps.db, user.id, now);
  return { user, ...session };
}
