import { z } from "zod";
import { ZAttendee } from "./registration";

export const ATTENDEE_DETAILS_MESSAGES = {
  linkInvalid: "This link is not valid any more. Ask the organisers for a new one.",
  eventStarted: "The event has started: ask the organisers at the desk to change your details.",
} as const;

const ZDetailsToken = z.string().trim().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/, ATTENDEE_DETAILS_MESSAGES.linkInvalid);

export const ZAttendeeDetailsViewInput = z.object({ token: ZDetailsToken });
export type TAttendeeDetailsViewInput = z.infer<typeof ZAttendeeDetailsViewInput>;

/**
 * What a walk-in completes through the personal link sent with their tickets: the registration
 * form's fields that the desk's short form does not ask, under the same rules.
 */
export const ZAttendeeDetailsFields = z.object({
  gender: ZAttendee.shape.gender,
  phone: ZAttendee.shape.phone,
  country: ZAttendee.shape.country,
  expectation: ZAttendee.shape.expectation,
  healthcare: ZAttendee.shape.healthcare,
});
export type TAttendeeDetailsFieldsInput = z.input<typeof ZAttendeeDetailsFields>;
export type TAttendeeDetailsFields = z.output<typeof ZAttendeeDetailsFields>;

export const ZAttendeeDetailsInput = ZAttendeeDetailsFields.extend({ token: ZDetailsToken });
export type TAttendeeDetailsInput = z.infer<typeof ZAttendeeDetailsInput>;

/** The link's page: whose ticket for which event, and the details as they stand (health notes are never shown back). */
export const ZAttendeeDetailsView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  event: z.object({ name: z.string(), nameVi: z.string(), dateStart: z.string(), dateEnd: z.string(), timeZone: z.string(), isOnline: z.boolean() }),
  gender: z.string(),
  phone: z.string(),
  country: z.string(),
  expectation: z.string(),
  hasHealthNotes: z.boolean(),
});
export type TAttendeeDetailsView = z.infer<typeof ZAttendeeDetailsView>;
