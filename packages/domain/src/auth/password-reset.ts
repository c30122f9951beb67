import { deletePasswordReset, deleteUnusedPasswordResets, findPasswordReset, replacePasswordReset, spendPasswordReset } from "@vyc/db/stores/password-resets";
import { findUserContact, saveUserPassword } from "@vyc/db/stores/users";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@vyc/i18n";
import { MESSAGES, type TResetPasswordInput } from "@vyc/validators";
import { mailText } from "../mail/mail-text";
import { DomainError } from "../shared/errors";
import { normalizeEmail } from "./accounts";
import { accountKey, ipKey, type AuthDeps } from "./auth-deps";
import { loadMailBranding } from "../mail/mail-branding";
import { composePasswordResetMail } from "./auth-mails";
import { AUTH_MESSAGES } from "./auth-messages";
import { AUTH_RULES } from "./auth-rules";
import { hashPassword } from "./passwords";
import { endSessionsAfterNewPassword, hashToken, newToken } from "./sessions";

const resetUrl = (publicUrl: string, token: string): string => `${publicUrl}/reset_password/${token}`;

/**
 * Mails a single-use link valid 1 hour; only the token's hash is stored and an earlier unused link
 * stops working. An unknown address is answered 'Email don't exists.' (specification §8). The mail
 * is in the account's language, else in the language of the page that asked, else in English.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string, pageLocale?: Locale): Promise<{ success: true; message: string }> {
  await deps.rateLimits.consume("forgotPasswordAddress", ipKey(ip));
  await deps.rateLimits.consume("forgotPasswordAccount", accountKey(email.trim()));
  const user = await findUserContact(deps.db, normalizeEmail(email));
  if (!user) throw new DomainError("NOT_FOUND", MESSAGES.emailNotFound);
  const now = deps.clock.now();
  const token = newToken();
  const tokenHash = hashToken(token);
  await deps.db.transaction((tx) =>
    replacePasswordReset(tx, { userId: user.id, tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + AUTH_RULES.passwordResetTtlMs) }),
  );
  try {
    const locale = isLocale(user.locale) ? user.locale : (pageLocale ?? DEFAULT_LOCALE);
    await deps.mailer.send(await composePasswordResetMail(mailText(locale), await loadMailBranding(deps.db, deps.config.publicUrl), user.email, resetUrl(deps.config.publicUrl, token)));
  } catch (error) {
    await deletePasswordReset(deps.db, tokenHash);
    throw new DomainError("SERVICE_UNAVAILABLE", AUTH_MESSAGES.mailFailed, { cause: error });
  }
  return { success: true, message: AUTH_MESSAGES.resetLinkSent };
}

/**
 * Sets a new password with a reset token: unknown, used or expired tokens are refused. The token
 * is spent, every session of the account ends, and the address counts as verified (the link
 * reached its inbox).
 */
export async function resetPassword(deps: AuthDeps, input: TResetPasswordInput, ip: string): Promise<{ success: true; message: string }> {
  await deps.rateLimits.consume("resetPasswordAddress", ipKey(ip));
  const now = deps.clock.now();
  const tokenHash = hashToken(input.token);
  const reset = await findPasswordReset(deps.db, tokenHash);
  if (!reset || reset.usedAt || reset.expiresAt <= now) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.resetLinkInvalid);
  await deps.rateLimits.consume("resetPasswordAccount", accountKey(reset.userId));
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await spendPasswordReset(tx, reset.id, now))) throw new DomainError("BAD_REQUEST", AUTH_MESSAGES.resetLinkInvalid);
    await saveUserPassword(tx, reset.userId, passwordHash, reset.user.emailVerifiedAt ?? now);
    await endSessionsAfterNewPassword(tx, reset.userId);
    await deleteUnusedPasswordResets(tx, reset.userId);
  });
  return { success: true, message: AUTH_MESSAGES.passwordChanged };
}
