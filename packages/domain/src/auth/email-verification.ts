import { randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { type Db } from "@vyc/db";
import { countVerificationAttempt, deleteVerificationCode, findPendingVerificationCode, replaceVerificationCode, spendVerificationCode } from "@vyc/db/stores/email-verifications";
import { findUserVerificationState, markUserEmailVerified } from "@vyc/db/stores/users";
import { LIMITS, MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { accountKey, ipKey, type AuthDeps } from "./auth-deps";
import { mailLocale, mailText } from "../mail/mail-text";
import { loadMailBranding } from "../mail/mail-branding";
import { composeVerificationMail } from "./auth-mails";
import { AUTH_MESSAGES } from "./auth-messages";
import { AUTH_RULES } from "./auth-rules";
import { hashToken } from "./sessions";

const codeHash = (recordId: string, code: string): string => hashToken(`${recordId}:${code}`);
const newCode = (): string => String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(LIMITS.verificationCodeLength, "0");

const verifyUrl = (publicUrl: string, userId: string): string => `${publicUrl}/account-verify/${encodeURIComponent(userId)}`;

/**
 * Replaces any pending code of the user by a new one (stored hashed, salted with its record id)
 * and mails it. When the mail cannot be sent the code is dropped, so a resend is not held back.
 */
export async function issueVerificationCode(deps: AuthDeps, user: { id: string; email: string; locale: string | null }): Promise<void> {
  const now = deps.clock.now();
  const id = randomUUID();
  const code = newCode();
  await deps.db.transaction((tx) =>
    replaceVerificationCode(tx, {
      id,
      userId: user.id,
      codeHash: codeHash(id, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + AUTH_RULES.verificationCodeTtlMs),
    }),
  );
  try {
    await deps.mailer.send(await composeVerificationMail(mailText(mailLocale(user.locale)), await loadMailBranding(deps.db, deps.config.publicUrl), user.email, code, verifyUrl(deps.config.publicUrl, user.id)));
  } catch (error) {
    await deleteVerificationCode(deps.db, id);
    throw new DomainError("SERVICE_UNAVAILABLE", AUTH_MESSAGES.mailFailed, { cause: error });
  }
}

async function unverifiedUser(db: Db, userId: string): Promise<{ id: string; email: string; locale: string | null }> {
  const user = await findUserVerificationState(db, userId);
  if (!user) throw new DomainError("NOT_FOUND", AUTH_MESSAGES.accountNotFound);
  if (user.emailVerifiedAt) throw new DomainError("CONFLICT", AUTH_MESSAGES.alreadyVerified);
  return user;
}

/**
 * Mails a new code, unless one still usable was sent less than a minute ago: then it answers the
 * same success without mailing again (opening the page twice does not send two mails).
 */
export async function resendVerificationCode(deps: AuthDeps, userId: string, ip: string): Promise<{ success: true; message: string }> {
  const user = await unverifiedUser(deps.db, userId);
  const now = deps.clock.now();
  const pending = await findPendingVerificationCode(deps.db, user.id);
  const recentlySent =
    pending !== null &&
    now.getTime() - pending.sentAt.getTime() < AUTH_RULES.verificationResendIntervalMs &&
    pending.expiresAt > now &&
    pending.attempts < AUTH_RULES.verificationMaxAttempts;
  if (!recentlySent) {
    await deps.rateLimits.consume("resendAddress", ipKey(ip));
    await deps.rateLimits.consume("resendAccount", accountKey(user.id));
    await issueVerificationCode(deps, user);
  }
  return { success: true, message: MESSAGES.emailSent };
}

/**
 * Checks a code: it must be the latest one sent, unexpired (15 minutes), and tried at most 5
 * times; after 5 wrong tries even the right code is refused until a new one is sent.
 */
export async function verifyAccount(deps: AuthDeps, userId: string, code: string, ip: string): Promise<{ success: true; message: string }> {
  await deps.rateLimits.consume("verifyAddress", ipKey(ip));
  await deps.rateLimits.consume("verifyAccount", accountKey(userId));
  const user = await unverifiedUser(deps.db, userId);
  const now = deps.clock.now();
  const pending = await findPendingVerificationCode(deps.db, user.id);
  if (!pending || pending.expiresAt <= now) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.codeExpired);
  if (!(await countVerificationAttempt(deps.db, pending.id, AUTH_RULES.verificationMaxAttempts))) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.tooManyWrongCodes);
  if (!sameHash(pending.codeHash, codeHash(pending.id, code))) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.wrongCode);
  await deps.db.transaction(async (tx) => {
    if (!(await spendVerificationCode(tx, pending.id, now))) throw new DomainError("CONFLICT", AUTH_MESSAGES.alreadyVerified);
    await markUserEmailVerified(tx, user.id, now);
  });
  return { success: true, message: AUTH_MESSAGES.verified };
}

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
