import { createHash, randomBytes } from "node:crypto";
import { type Db } from "@vyc/db";
import { listPendingConsents, renewConsentToken, type ConsentWithTicket } from "@vyc/db/stores/guardian-consents";
import { readOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { formatDateRange } from "@vyc/i18n";
import { eventName } from "../events/event-name";
import { loadMailBranding } from "../mail/mail-branding";
import type { Mailer } from "../mail/mailer";
import { mailLocale, mailText } from "../mail/mail-text";
import { renderGuardianConsent } from "./guardian-consent-email";
import { openText } from "./sealed-data";

export interface ConsentMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

export const consentTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * E-mails the guardian of each pending consent (of one order, or one ticket) a new personal link to
 * read the waiver and confirm, in the buyer's language; the link sent before stops working. The
 * e-mail names the attendee and the event only: never health notes. Replies go to the organiser's
 * e-mail (organiser settings) when one is set; otherwise the e-mail says that replies are not read
 * and points to the contact form. The number of e-mails sent.
 */
export async function sendGuardianConsentMails(deps: ConsentMailDeps, of: { orderId: number } | { ticketId: string }, now: Date, reminder = false): Promise<number> {
  const consents = await listPendingConsents(deps.db, of);
  let sent = 0;
  for (const consent of consents) if (await sendConsentMail(deps, consent, now, reminder)) sent += 1;
  return sent;
}

export async function sendConsentMail(deps: ConsentMailDeps, consent: ConsentWithTicket, now: Date, reminder: boolean): Promise<boolean> {
  const to = openText(consent.guardianEmail);
  if (!to) return false;
  const token = randomBytes(32).toString("base64url");
  if (!(await renewConsentToken(deps.db, consent.ticketId, consentTokenHash(token), now))) return false;
  const m = mailText(mailLocale(consent.buyerLocale));
  const url = `${deps.publicUrl}/guardian-consent/${token}`;
  const replyTo = (await readOrganiserSettings(deps.db)).email.trim();
  const personal = replyTo ? m.text("guardianConsent.personal") : m.text("guardianConsent.personalNoReply", { contactUrl: `${deps.publicUrl}/#contact` });
  const values = {
    guardian: openText(consent.guardianName) ?? "",
    firstName: consent.firstName,
    lastName: consent.lastName,
    event: eventName({ name: consent.eventName, nameVi: consent.eventNameVi }, m.locale),
    dates: formatDateRange(consent.dateStart.toISOString(), consent.dateEnd.toISOString(), m.locale, consent.timeZone),
  };
  const lines = [
    m.text("guardianConsent.greeting", values),
    "",
    ...(reminder ? [m.text("guardianConsent.reminder"), ""] : []),
    m.text("guardianConsent.registered", values),
    m.text("guardianConsent.confirmHere", { url }),
    "",
    personal,
  ];
  const html = await renderGuardianConsent(m, await loadMailBranding(deps.db, deps.publicUrl), { values, reminder, url, personal });
  await deps.mailer.send({ to, subject: m.text(reminder ? "guardianConsent.reminderSubject" : "guardianConsent.subject", values), text: lines.join("\n"), html, ...(replyTo ? { replyTo } : {}) });
  return true;
}
