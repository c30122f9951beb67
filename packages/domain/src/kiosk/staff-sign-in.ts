import { KIOSK_LIMITS, KIOSK_MESSAGES, MESSAGES, type TKioskSignInInput, type TKioskSignInOutput } from "@vyc/validators";
import { accountKey, ipKey, type AuthDeps } from "../auth/auth-deps";
import { authenticate } from "../auth/credentials";
import { createSession } from "../auth/sessions";
import { DomainError } from "../shared/errors";

/**
 * Staff sign-in at the desk: limited per address and per account, staff and admins only, and a
 * bearer session of kind "kiosk" that lasts one shift.
 */
export async function staffSignIn(deps: Pick<AuthDeps, "db" | "clock" | "rateLimits">, input: TKioskSignInInput, ip: string): Promise<TKioskSignInOutput> {
  await deps.rateLimits.consume("kioskSignIn", ipKey(ip));
  await deps.rateLimits.consume("kioskSignIn", accountKey(input.email));
  const user = await authenticate(deps.db, input.email, input.password);
  if (!user) throw new DomainError("UNAUTHORIZED", MESSAGES.invalidCredentials);
  if (user.role !== "staff" && user.role !== "admin") throw new DomainError("FORBIDDEN", KIOSK_MESSAGES.notStaff);
  const session = await createSession(deps.db, user.id, deps.clock.now(), "kiosk", KIOSK_LIMITS.sessionLifetimeMs);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: { email: user.email, role: user.role } };
}
