import { type Db } from "@vyc/db";
import { findMessageMail } from "@vyc/db/stores/attendee-messages";
import { formatDateRange } from "@vyc/i18n";
import { eventName } from "../events/event-name";
import { eventImageUrl, loadMailBranding } from "../mail/mail-branding";
import type { Mailer } from "../mail/mailer";
import { mailLocale, mailText } from "../mail/mail-text";
import { renderAttendeeMessage } from "./attendee-message-email";

/**
 * E-mails one recipient of staff's message to an event's ticket holders, in the language chosen
 * for it when the message was sent: the Vietnamese subject and body for a recipient written to in
 * Vietnamese, the English ones otherwise; replies go to the organiser's address when one is set.
 * The outbox message written with the message; nothing when the recipient is gone or its address
 * was erased with its account meanwhile.
 */
export async function sendAttendeeMessageMail(deps: { db: Db; mailer: Mailer; publicUrl: string }, recipientId: number): Promise<void> {
  const data = await findMessageMail(deps.db, recipientId);
  if (!data?.email) return;
  const m = mailText(mailLocale(data.language));
  const vietnamese = m.locale === "vi" && data.subjectVi !== "";
  const subject = vietnamese ? data.subjectVi : data.subject;
  const body = vietnamese ? data.bodyVi : data.body;
  const name = eventName(data.event, m.locale);
  const footer = m.text("attendeeMessage.why", {
    event: name,
    dates: formatDateRange(data.event.dateStart.toISOString(), data.event.dateEnd.toISOString(), m.locale, data.event.timeZone),
  });
  const branding = await loadMailBranding(deps.db, deps.publicUrl);
  const image = eventImageUrl(data.event.images, deps.publicUrl);
  await deps.mailer.send({
    to: data.email,
    subject,
    text: [body, "", "—", footer].join("\n"),
    html: await renderAttendeeMessage(m, branding, image ? { src: image, alt: name } : null, { subject, body, footer }),
    ...(branding.organiserEmail ? { replyTo: branding.organiserEmail } : {}),
  });
}
