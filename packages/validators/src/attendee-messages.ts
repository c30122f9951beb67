import { z } from "zod";
import { ZLocale } from "./locale";
import type { Refusal } from "./refusals";
import { TICKET_TYPE_LIMITS } from "./ticket-types";
import { ZRowId } from "./row-id";

/** How long a message to an event's attendees may be (a subject fits a mail client's line; a body a long letter). */
export const ATTENDEE_MESSAGE_LIMITS = { subjectMaxLength: 200, bodyMaxLength: 10_000 } as const;

const { subjectMaxLength, bodyMaxLength } = ATTENDEE_MESSAGE_LIMITS;

/** The messages of the form, found again in the `errors` catalogs by their English text. */
export const ATTENDEE_MESSAGE_FORM_MESSAGES = {
  subjectRequired: "Write a subject.",
  subjectTooLong: `The subject has at most ${subjectMaxLength} characters.`,
  bodyRequired: "Write the message.",
  bodyTooLong: `The message has at most ${bodyMaxLength} characters.`,
  vietnameseSubjectMissing: "Write the Vietnamese subject too, or leave both Vietnamese fields empty.",
  vietnameseBodyMissing: "Write the Vietnamese message too, or leave both Vietnamese fields empty.",
} as const;

const M = ATTENDEE_MESSAGE_FORM_MESSAGES;

/** Who a message goes to: the valid tickets of the event's paid orders, of some types (none chosen: all), optionally only those not checked in yet. */
export const ZAttendeeAudience = z.object({
  ticketTypeIds: z.array(ZRowId).max(TICKET_TYPE_LIMITS.typesPerEventMax).default([]),
  notCheckedInOnly: z.boolean().default(false),
});
export type TAttendeeAudience = z.output<typeof ZAttendeeAudience>;

/** The texts of a message: subject and body in English, and optionally both in Vietnamese. */
const CONTENT = {
  subject: z.string().trim().min(1, M.subjectRequired).max(subjectMaxLength, M.subjectTooLong),
  body: z.string().trim().min(1, M.bodyRequired).max(bodyMaxLength, M.bodyTooLong),
  subjectVi: z.string().trim().max(subjectMaxLength, M.subjectTooLong).default(""),
  bodyVi: z.string().trim().max(bodyMaxLength, M.bodyTooLong).default(""),
};

/** The Vietnamese version is whole or absent: a subject without a body (or the reverse) is refused on the empty field. */
function vietnameseBothOrNeither(texts: { subjectVi: string; bodyVi: string }, ctx: z.RefinementCtx): void {
  if (texts.subjectVi !== "" && texts.bodyVi === "") ctx.addIssue({ code: "custom", path: ["bodyVi"], message: M.vietnameseBodyMissing });
  if (texts.bodyVi !== "" && texts.subjectVi === "") ctx.addIssue({ code: "custom", path: ["subjectVi"], message: M.vietnameseSubjectMissing });
}

/** The texts as staff write them in the form. */
export const ZAttendeeMessageContent = z.object(CONTENT).superRefine(vietnameseBothOrNeither);
export type TAttendeeMessageContent = z.output<typeof ZAttendeeMessageContent>;
export type TAttendeeMessageContentForm = z.input<typeof ZAttendeeMessageContent>;

/** Staff send a message to an event's ticket holders. */
export const ZAttendeeMessageInput = z
  .object({ eventId: ZRowId, ...CONTENT, audience: ZAttendeeAudience })
  .superRefine(vietnameseBothOrNeither);
export type TAttendeeMessageInput = z.output<typeof ZAttendeeMessageInput>;

/** How many people an audience reaches now (before sending). */
export const ZAttendeeAudienceInput = z.object({ eventId: ZRowId, audience: ZAttendeeAudience });
export type TAttendeeAudienceInput = z.output<typeof ZAttendeeAudienceInput>;

export const ZAttendeeMessagesInput = z.object({ eventId: ZRowId });
export const ZAttendeeMessageIdInput = z.object({ messageId: ZRowId });

/** The distinct addresses an audience reaches now. */
export const ZAttendeeAudienceCount = z.object({ recipients: z.number().int() });

/** A message sent: its texts, who it went to, who sent it and when, and how many of its e-mails left (sent), were given up (failed) or wait (the rest). */
export const ZAttendeeMessageView = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  subject: z.string(),
  body: z.string(),
  subjectVi: z.string(),
  bodyVi: z.string(),
  audience: ZAttendeeAudience,
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  /** The e-mail address of the staff member who sent it; null once that account is gone or erased. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TAttendeeMessageView = z.output<typeof ZAttendeeMessageView>;

/** One address a message went to: the attendee of its ticket, the language it was written in, and whether its e-mail left. */
export const ZAttendeeMessageRecipientView = z.object({
  id: z.number().int(),
  /** Null once erased with the account it belonged to. */
  email: z.string().nullable(),
  language: ZLocale,
  /** The attendee of the ticket it was sent for; null once that ticket is gone. */
  attendee: z.string().nullable(),
  status: z.enum(["pending", "sent", "failed"]),
  sentAt: z.string().nullable(),
});
export type TAttendeeMessageRecipientView = z.output<typeof ZAttendeeMessageRecipientView>;

/** Refusals of sending a message to attendees. */
export const ATTENDEE_MESSAGE_REFUSALS = {
  noRecipients: { reason: "attendeeMessages.noRecipients", message: "No ticket holder matches this audience: the message would reach nobody." },
  otherTicketType: { reason: "attendeeMessages.otherTicketType", message: "A chosen ticket type is not one of this event's." },
} as const satisfies Record<string, Refusal>;
