import type { TSignupInput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { createAccount } from "./accounts";
import { accountKey, ipKey, type AuthDeps } from "./auth-deps";
import { AUTH_MESSAGES } from "./auth-messages";
import { issueVerificationCode } from "./email-verification";

export interface SignupResult {
  success: true;
  message: string;
  idUser: string;
}

/**
 * Creates an unverified user account and mails its verification code. A mismatched confirmation
 * or a taken e-mail is refused. If the mail fails the account still exists and the verification
 * page sends a new code.
 */
export async function signUp(deps: AuthDeps, input: TSignupInput, ip: string): Promise<SignupResult> {
  await deps.rateLimits.consume("signupAddress", ipKey(ip));
  await deps.rateLimits.consume("signupAccount", accountKey(input.email));
  if (input.password !== input.confirmPassword) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.passwordMismatch);
  const user = await createAccount(deps.db, { email: input.email, password: input.password, role: "user", verifiedAt: null, locale: input.locale });
  try {
    await issueVerificationCode(deps, user);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "SERVICE_UNAVAILABLE") {
      return { success: true, message: AUTH_MESSAGES.signedUpMailFailed, idUser: user.id };
    }
    throw error;
  }
  return { success: true, message: AUTH_MESSAGES.signedUp, idUser: user.id };
}
