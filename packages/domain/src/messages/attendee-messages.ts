import { type Db, type Queries } from "@vyc/db";
import { attendeeMessageExists, insertAttendeeMessage, listAttendeeMessages, listAudienceTickets, listMessageRecipients } from "@vyc/db/stores/attendee-messages";
import { eventExists } from "@vyc/db/stores/events";
import { findDefaultTicketType, listTicketTypeIdsOfEvent } from "@vyc/db/stores/ticket-types";
import { findLocalesOfEmails } from "@vyc/db/stores/users";
import { isLocale, type Locale } from "@vyc/i18n";
import {
  ADMIN_MESSAGES,
  ATTENDEE_MESSAGE_REFUSALS,
  ZAttendeeAudience,
  type TAttendeeAudience,
  type TAttendeeAudienceInput,
  type TAttendeeMessageInput,
  type TAttendeeMessageRecipientView,
  type TAttendeeMessageView,
} from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { normalizeEmail } from "../auth/accounts";
import { mailLocale } from "../mail/mail-text";
import { attendeeMessageMail } from "../outbox/outbox-messages";
import { DomainError } from "../shared/errors";

/** One address an audience reaches: the first of its tickets, and the language its reader reads. */
interface AudienceMember {
  ticketId: string;
  email: string;
  reads: Locale;
}

/**
 * The people an audience of the event reaches now: the valid tickets of its paid orders of the
 * chosen types (all without a choice), only those not checked in yet when asked; one per e-mail
 * address (the first ticket of the address, by order and ticket number). Refused for an unknown
 * event (404) or a ticket type of another event (422).
 *
 * The language an address is written to follows the e-mails that already go to attendees: the
 * language of the address's own account, as the desk's ticket e-mail does, else that of the
 * order's buyer, as the cancellation notice does, else English.
 */
async function audienceOf(db: Queries, eventId: number, audience: TAttendeeAudience): Promise<AudienceMember[]> {
  if (!(await eventExists(db, eventId))) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  if (audience.ticketTypeIds.length > 0) {
    const ofEvent = new Set(await listTicketTypeIdsOfEvent(db, eventId));
    if (audience.ticketTypeIds.some((id) => !ofEvent.has(id))) throw new DomainError("UNPROCESSABLE", ATTENDEE_MESSAGE_REFUSALS.otherTicketType);
  }
  const defaultType = audience.ticketTypeIds.length > 0 ? await findDefaultTicketType(db, eventId) : null;
  const tickets = await listAudienceTickets(db, eventId, audience, defaultType?.id ?? null);
  const firstByAddress = new Map<string, (typeof tickets)[number]>();
  for (const ticket of tickets) {
    const email = normalizeEmail(ticket.email);
    if (email && !firstByAddress.has(email)) firstByAddress.set(email, ticket);
  }
  const accounts = await findLocalesOfEmails(db, [...firstByAddress.keys()]);
  const accountLocale = new Map(accounts.map((account) => [normalizeEmail(account.email), account.locale]));
  return [...firstByAddress].map(([email, ticket]) => {
    const own = accountLocale.get(email);
    return { ticketId: ticket.ticketId, email, reads: mailLocale(isLocale(own) ? own : ticket.buyerLocale) };
  });
}

/** How many people an audience of the event reaches now, for staff to see before sending. */
export async function attendeeAudienceCount(db: Db, input: TAttendeeAudienceInput): Promise<{ recipients: number }> {
  return { recipients: (await audienceOf(db, input.eventId, input.audience)).length };
}

/**
 * Staff write to an event's ticket holders: in one transaction the message, its recipients (one
 * per address), one e-mail per recipient in the outbox and the audit entry. Each recipient is
 * written to in Vietnamese when the message has a Vietnamese version and the recipient reads
 * Vietnamese, in English otherwise. Refused when the audience reaches nobody (422).
 */
export async function sendAttendeeMessage(db: Db, actorId: string, input: TAttendeeMessageInput, now: Date): Promise<{ id: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const audience = await audienceOf(tx, input.eventId, input.audience);
    if (audience.length === 0) throw new DomainError("UNPROCESSABLE", ATTENDEE_MESSAGE_REFUSALS.noRecipients);
    const hasVietnamese = input.subjectVi !== "";
    const recipients = audience.map((member) => ({ ticketId: member.ticketId, email: member.email, language: hasVietnamese && member.reads === "vi" ? "vi" : "en" }));
    const { eventId, subject, body, subjectVi, bodyVi } = input;
    const id = await insertAttendeeMessage(
      tx,
      { eventId, subject, body, subjectVi, bodyVi, audienceJson: JSON.stringify(input.audience), createdById: actorId },
      recipients,
      attendeeMessageMail,
      now,
    );
    await recordAudit(tx, { actorId, action: "attendeeMessage.send", target: `event:${eventId}`, detail: { messageId: id, subject, recipients: recipients.length, audience: input.audience } }, now);
    return { id, recipients: recipients.length };
  });
}

/** The audience a message was written with; a stored value no longer readable counts as everyone. */
function storedAudience(json: string): TAttendeeAudience {
  try {
    return ZAttendeeAudience.parse(JSON.parse(json));
  } catch {
    return ZAttendeeAudience.parse({});
  }
}

/** The messages sent to an event's ticket holders, newest first, with how many of their e-mails went out. */
export async function listEventAttendeeMessages(db: Db, eventId: number): Promise<TAttendeeMessageView[]> {
  if (!(await eventExists(db, eventId))) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return (await listAttendeeMessages(db, eventId)).map((row) => ({
    id: row.id,
    eventId: row.eventId,
    subject: row.subject,
    body: row.body,
    subjectVi: row.subjectVi,
    bodyVi: row.bodyVi,
    audience: storedAudience(row.audienceJson),
    recipientCount: row.recipientCount,
    sentCount: row.sentCount,
    failedCount: row.failedCount,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Whom one message went to: each address, the language it was written in, and whether and when its e-mail went out. */
export async function listAttendeeMessageRecipients(db: Db, messageId: number): Promise<TAttendeeMessageRecipientView[]> {
  if (!(await attendeeMessageExists(db, messageId))) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.messageNotFound);
  return (await listMessageRecipients(db, messageId)).map((row) => ({
    id: row.id,
    email: row.email || null,
    language: mailLocale(row.language),
    attendee: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || null,
    status: row.status ?? "pending",
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
