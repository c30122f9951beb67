import type { MailBranding } from "../mail/mail-branding";
import type { MailMessage } from "../mail/mailer";
import type { MailText } from "../mail/mail-text";
import { renderPasswordReset, renderVerification } from "./auth-emails";

/** The 6-digit code and the link to the verification page of the account. */
export async function composeVerificationMail(m: MailText, branding: MailBranding, to: string, code: string, verifyUrl: string): Promise<MailMessage> {
  const text = [
    m.text("verification.welcome"),
    "",
    m.text("verification.code", { code }),
    "",
    m.text("verification.enterCode", { url: verifyUrl }),
    "",
    m.text("verification.ignore"),
  ].join("\n");
  return { to, subject: m.text("verification.subject"), text, html: await renderVerification(m, branding, code, verifyUrl) };
}

/** The single-use link that lets the owner of the address choose a new password. */
export async function composePasswordResetMail(m: MailText, branding: MailBranding, to: string, resetUrl: string): Promise<MailMessage> {
  const text = [
    m.text("passwordReset.intro"),
    "",
    m.text("passwordReset.chooseHere", { url: resetUrl }),
    "",
    m.text("passwordReset.expiry"),
  ].join("\n");
  return { to, subject: m.text("passwordReset.subject"), text, html: await renderPasswordReset(m, branding, resetUrl) };
}
