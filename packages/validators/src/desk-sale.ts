import { z } from "zod";
import { required, ZEmail } from "./contact";
import { LIMITS } from "./limits";
import { normalizePhone, PHONE_MESSAGES } from "./phone";
import { ADULT_AGE, PRIVACY_MESSAGES } from "./privacy";
import { ZAttendee } from "./registration";
import { ZRowId } from "./row-id";

export const DESK_SALE_MESSAGES = {
  phoneFormat: PHONE_MESSAGES.invalid,
  guardianPhoneRequired: PHONE_MESSAGES.guardianPhoneRequired,
  guardianWaiverRequired: "Accept the parent/guardian waiver.",
} as const;

/** The web form's message for an address that is not one. */
const INVALID_EMAIL = "Enter a valid email address.";

/** A ticket type chosen at the desk, by its id. */
export const ZDeskTicketTypeId = ZRowId;

/** Whether an attendee of this age needs a guardian (under 18). */
export const isMinorAge = (age: number): boolean => Number.isInteger(age) && age >= LIMITS.ageMin && age < ADULT_AGE;

/**
 * One walk-in at the desk: name and age, an e-mail address only to send the tickets to, and for an
 * attendee under 18 the guardian's name and phone (any country, stored in E.164), with whether the guardian signed the consent
 * form at the desk, and the ticket type staff chose (the event's default when none). An adult's guardian fields are dropped.
 */
export const ZDeskAttendee = z
  .object({
    firstName: required("First name").max(100),
    lastName: required("Last name").max(100),
    age: ZAttendee.shape.age,
    email: z.string().trim().max(254).refine((v) => v === "" || ZEmail.safeParse(v).success, INVALID_EMAIL).default(""),
    guardianName: z.string().trim().max(100).default(""),
    guardianPhone: z.string().trim().max(30).default(""),
    guardianSignedHere: z.boolean().default(false),
    ticketTypeId: ZDeskTicketTypeId.optional(),
  })
  .superRefine((v, ctx) => {
    if (!isMinorAge(v.age)) return;
    if (!v.guardianName) ctx.addIssue({ code: "custom", path: ["guardianName"], message: PRIVACY_MESSAGES.guardianNameRequired });
    if (!v.guardianPhone) ctx.addIssue({ code: "custom", path: ["guardianPhone"], message: DESK_SALE_MESSAGES.guardianPhoneRequired });
    else if (normalizePhone(v.guardianPhone) === null) ctx.addIssue({ code: "custom", path: ["guardianPhone"], message: DESK_SALE_MESSAGES.phoneFormat });
  })
  .transform((v) =>
    isMinorAge(v.age) ? { ...v, guardianPhone: normalizePhone(v.guardianPhone) ?? v.guardianPhone } : { ...v, guardianName: "", guardianPhone: "", guardianSignedHere: false },
  );
export type TDeskAttendee = z.output<typeof ZDeskAttendee>;

/**
 * The desk's walk-in form: its attendees and the waivers, the waiver of liability accepted by each
 * attendee (by the guardian present for a minor), the parent/guardian waiver when a minor comes.
 */
export const ZDeskSaleForm = z
  .object({
    attendees: z.array(ZDeskAttendee).min(LIMITS.ticketsPerOrderMin).max(LIMITS.ticketsPerOrderMax),
    waiverLiability: z.literal(true, { message: "Accept the waiver of liability." }),
    waiverGuardian: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.attendees.some((a) => isMinorAge(a.age)) && !v.waiverGuardian) {
      ctx.addIssue({ code: "custom", path: ["waiverGuardian"], message: DESK_SALE_MESSAGES.guardianWaiverRequired });
    }
  });
export type TDeskSaleFormInput = z.input<typeof ZDeskSaleForm>;
export type TDeskSaleForm = z.output<typeof ZDeskSaleForm>;
