import { KIOSK_LIMITS, KIOSK_MESSAGES, type TKioskSignInInput, type TKioskSignInOutput } from "@vyc/validators";
import type { AuthDeps } from "../auth/auth-deps";
import { signInAttempt } from "../auth/login";
import { createSession } from "../auth/sessions";
import { DomainError } from "../shared/errors";

/**
 * Staff sign-in at the desk: failures limited per address and per account (the web's budgets),
 * staff and admins only, and a bearer session of kind "kiosk" that lasts one shift.
 */
export async function staffSignIn(deps: Pick<AuthDeps, "db" | "clock" | "rateLimits">, input: TKioskSignInInput, ip: string): Promise<TKioskSignInOutput> {
  const user = await signInAttempt(deps, input.email, input.password, ip);
  if (user.role !== "staff" && user.role !== "admin") throw new DomainError("FORBIDDEN", KIOSK_MESSAGES.notStaff);
  const session = await createSession(deps.db, user.id, deps.clock.now(), "kiosk", KIOSK_LIMITS.sessionLifetimeMs);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: { email: user.email, role: user.role } };
}
