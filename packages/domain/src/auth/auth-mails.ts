import { escapeHtml } from "../mail/escape-html";
import type { MailMessage } from "../mail/mailer";

export const VERIFICATION_SUBJECT = "Verify your account";
export const PASSWORD_RESET_SUBJECT = "Reset your password";

/** The 6-digit code and the link to the verification page of the account. */
export function composeVerificationMail(to: string, code: string, verifyUrl: string): MailMessage {
  const text = [
    "Welcome to Vietnamese Youth Camps!",
    "",
    `Your verification code is: ${code}`,
    "",
    `Enter it on ${verifyUrl} to verify your account. The code expires in 15 minutes.`,
    "",
    "If you did not create an account, you can ignore this e-mail.",
  ].join("\n");
  const html = `<p>Welcome to Vietnamese Youth Camps!</p>
<p>Your verification code is: <strong style="font-size:1.4em;letter-spacing:.2em">${escapeHtml(code)}</strong></p>
<p>Enter it on <a href="${escapeHtml(verifyUrl)}">${escapeHtml(verifyUrl)}</a> to verify your account. The code expires in 15 minutes.</p>
<p>If you did not create an account, you can ignore this e-mail.</p>`;
  return { to, subject: VERIFICATION_SUBJECT, text, html };
}

/** The single-use link that lets the owner of the address choose a new password. */
export function composePasswordResetMail(to: string, resetUrl: string): MailMessage {
  const text = [
    "Someone asked to reset the password of your Vietnamese Youth Camps account.",
    "",
    `Choose a new password here: ${resetUrl}`,
    "",
    "The link works once and expires in 1 hour. If you did not ask for it, you can ignore this e-mail.",
  ].join("\n");
  const html = `<p>Someone asked to reset the password of your Vietnamese Youth Camps account.</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p>
<p>The link works once and expires in 1 hour. If you did not ask for it, you can ignore this e-mail.</p>`;
  return { to, subject: PASSWORD_RESET_SUBJECT, text, html };
}
