import { escapeHtml } from "../mail/escape-html";
import type { MailMessage } from "../mail/mailer";
import type { MailText } from "../mail/mail-text";

/** The 6-digit code and the link to the verification page of the account. */
export function composeVerificationMail(m: MailText, to: string, code: string, verifyUrl: string): MailMessage {
  const text = [
    m.text("verification.welcome"),
    "",
    m.text("verification.code", { code }),
    "",
    m.text("verification.enterCode", { url: verifyUrl }),
    "",
    m.text("verification.ignore"),
  ].join("\n");
  const link = `<a href="${escapeHtml(verifyUrl)}">${escapeHtml(verifyUrl)}</a>`;
  const html = `<p>${m.html("verification.welcome")}</p>
<p>${m.html("verification.code", {}, { code: `<strong style="font-size:1.4em;letter-spacing:.2em">${escapeHtml(code)}</strong>` })}</p>
<p>${m.html("verification.enterCode", {}, { url: link })}</p>
<p>${m.html("verification.ignore")}</p>`;
  return { to, subject: m.text("verification.subject"), text, html };
}

/** The single-use link that lets the owner of the address choose a new password. */
export function composePasswordResetMail(m: MailText, to: string, resetUrl: string): MailMessage {
  const text = [
    m.text("passwordReset.intro"),
    "",
    m.text("passwordReset.chooseHere", { url: resetUrl }),
    "",
    m.text("passwordReset.expiry"),
  ].join("\n");
  const html = `<p>${m.html("passwordReset.intro")}</p>
<p><a href="${escapeHtml(resetUrl)}">${m.html("passwordReset.chooseLink")}</a></p>
<p>${m.html("passwordReset.expiry")}</p>`;
  return { to, subject: m.text("passwordReset.subject"), text, html };
}
