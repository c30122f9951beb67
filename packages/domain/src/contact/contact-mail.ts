import type { TContactInput } from "@vyc/validators";
import type { MailMessage } from "../mail/mailer";

/** One line for a header: no line breaks (no header injection), no runs of blanks. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, " ").replace(/ {2,}/g, " ").trim();

/**
 * The e-mail the organisers receive for a contact message: every field of the form in the body,
 * and Reply-To set to the visitor so that answering goes straight to them.
 */
export function composeContactMail(input: TContactInput, organiserEmail: string): MailMessage {
  const name = oneLine(`${input.firstName} ${input.lastName}`);
  const text = [
    "A visitor wrote through the contact form of the website.",
    "",
    `First name: ${oneLine(input.firstName)}`,
    `Last name: ${oneLine(input.lastName)}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone}`,
    `Subject: ${oneLine(input.subject)}`,
    "",
    "Message:",
    input.message,
    "",
    `Reply to this e-mail to answer ${name} directly.`,
  ].join("\n");
  return {
    to: organiserEmail,
    replyTo: input.email,
    subject: `Contact form: ${oneLine(input.subject)}`,
    text,
  };
}
