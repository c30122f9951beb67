import type { TContactInput } from "@vyc/validators";
import { DEFAULT_LOCALE } from "@vyc/i18n";
import type { MailBranding } from "../mail/mail-branding";
import type { MailMessage } from "../mail/mailer";
import { mailText } from "../mail/mail-text";
import { renderContact } from "./contact-email";

/** One line for a header: no line breaks (no header injection), no runs of blanks. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, " ").replace(/ {2,}/g, " ").trim();

/**
 * The e-mail the organisers receive for a contact message (in English, the organisers' language):
 * every field of the form in the body, and Reply-To set to the visitor so that answering goes
 * straight to them.
 */
export async function composeContactMail(input: TContactInput, organiserEmail: string, branding: MailBranding): Promise<MailMessage> {
  const m = mailText(DEFAULT_LOCALE);
  const name = oneLine(`${input.firstName} ${input.lastName}`);
  const fields = [
    m.text("contact.firstName", { value: oneLine(input.firstName) }),
    m.text("contact.lastName", { value: oneLine(input.lastName) }),
    m.text("contact.email", { value: input.email }),
    m.text("contact.phone", { value: input.phone }),
    m.text("contact.subjectLine", { value: oneLine(input.subject) }),
  ];
  const replyHint = m.text("contact.replyHint", { name });
  const text = [m.text("contact.intro"), "", ...fields, "", m.text("contact.message"), input.message, "", replyHint].join("\n");
  return {
    to: organiserEmail,
    replyTo: input.email,
    subject: m.text("contact.subject", { subject: oneLine(input.subject) }),
    text,
    html: await renderContact({ m, branding, fields, message: input.message, replyHint }),
  };
}
