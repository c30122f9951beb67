import { z } from "zod";
import { ZEmail } from "./contact";
import { LIMITS } from "./limits";
import { normalizePhone, PHONE_MESSAGES } from "./phone";

/** Below this age an attendee needs a parent's or guardian's consent. */
export const ADULT_AGE = 18;

export const PRIVACY_LIMITS = {
  /** Days after an event's end before its attendees' health notes and travel details are erased (default of HEALTH_DATA_RETENTION_DAYS). */
  retentionDays: 30,
  /** Days between reminders to a guardian who has not confirmed yet (default of GUARDIAN_REMINDER_DAYS). */
  reminderDays: 3,
} as const;

export const PRIVACY_MESSAGES = {
  guardianNameRequired: "Guardian name is required for attendees under 18.",
  guardianEmailRequired: "Guardian email is required for attendees under 18.",
  consentLinkInvalid: "This consent link is not valid any more. Ask the organisers for a new one.",
  consentAlreadyGiven: "Consent was already given for this attendee.",
  waiverChanged: "The waiver has changed since you opened this page. Read it again and confirm.",
  consentNotNeeded: "This attendee does not need a guardian's consent.",
  ticketNotFound: "Ticket not found.",
  wrongPassword: "The password is not correct.",
  paymentUnderWay: "A payment of yours is under way. Finish it or wait 5 minutes, then delete your account.",
  adminAccount: "An admin account cannot be deleted. Ask another admin to remove your role first.",
} as const;

/**
 * Guardian fields of an attendee: required for attendees under 18 only (an adult's are dropped
 * unread), with a valid e-mail address and a phone number of any country, stored in E.164 like the
 * attendee's (see guardianPhoneOf).
 */
export const ZGuardianFields = {
  guardianName: z.string().trim().max(100).optional(),
  guardianEmail: z.string().trim().max(254).optional(),
  guardianPhone: z.string().trim().max(30).optional(),
};

/** A minor's guardian phone as it is stored: E.164 (or the specification's format as typed). */
export const guardianPhoneOf = (value: string | undefined): string | undefined => (value ? (normalizePhone(value) ?? value) : undefined);

export function refineGuardian(
  v: { age: number; guardianName?: string | undefined; guardianEmail?: string | undefined; guardianPhone?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!Number.isInteger(v.age) || v.age < LIMITS.ageMin || v.age >= ADULT_AGE) return;
  if (!v.guardianName) ctx.addIssue({ code: "custom", path: ["guardianName"], message: PRIVACY_MESSAGES.guardianNameRequired });
  if (!v.guardianEmail) ctx.addIssue({ code: "custom", path: ["guardianEmail"], message: PRIVACY_MESSAGES.guardianEmailRequired });
  else {
    const email = ZEmail.safeParse(v.guardianEmail);
    if (!email.success) ctx.addIssue({ code: "custom", path: ["guardianEmail"], message: email.error.issues[0]?.message ?? PRIVACY_MESSAGES.guardianEmailRequired });
  }
  if (!v.guardianPhone) ctx.addIssue({ code: "custom", path: ["guardianPhone"], message: PHONE_MESSAGES.guardianPhoneRequired });
  else if (normalizePhone(v.guardianPhone) === null) ctx.addIssue({ code: "custom", path: ["guardianPhone"], message: PHONE_MESSAGES.invalid });
}

const GUARDIAN_CONSENT_STATES = ["notNeeded", "pending", "given"] as const;
export type GuardianConsentState = (typeof GUARDIAN_CONSENT_STATES)[number];
export const ZGuardianConsentState = z.enum(GUARDIAN_CONSENT_STATES);

/** The personal link's token, as the e-mail carried it. */
const ZConsentToken = z.string().trim().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/, PRIVACY_MESSAGES.consentLinkInvalid);

export const ZGuardianConsentViewInput = z.object({ token: ZConsentToken, locale: z.enum(["en", "vi"]).optional() });
export type TGuardianConsentViewInput = z.infer<typeof ZGuardianConsentViewInput>;

export const ZGuardianConsentView = z.object({
  attendeeFirstName: z.string(),
  attendeeLastName: z.string(),
  eventName: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  status: z.enum(["pending", "given"]),
  /** When the consent was given (ISO), and how: through this link, or signed on paper and recorded by staff; null while pending. */
  givenAt: z.string().nullable(),
  method: z.enum(["link", "paper"]).nullable(),
  /** The waiver to accept while pending; once given through the link, the text that was accepted (null for a paper consent). */
  waiver: z.object({ locale: z.enum(["en", "vi"]), title: z.string(), paragraphs: z.array(z.string()), hash: z.string() }).nullable(),
});
export type TGuardianConsentView = z.infer<typeof ZGuardianConsentView>;

export const ZGuardianConsentConfirmInput = z.object({ token: ZConsentToken, waiverHash: z.string().regex(/^[a-f0-9]{64}$/, PRIVACY_MESSAGES.waiverChanged) });
export type TGuardianConsentConfirmInput = z.infer<typeof ZGuardianConsentConfirmInput>;

export const ZDeleteAccountInput = z.object({ password: z.string().min(1, "Password is required.").max(200) });
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;

/** What the privacy policy states from the server's settings. */
export const ZPrivacySettings = z.object({ healthDataRetentionDays: z.number().int().nonnegative() });

/** A sensitive question's answer as the logged reveal opens it, in both languages. */
export const ZRevealedAnswer = z.object({ questionId: z.number(), label: z.string(), labelVi: z.string(), text: z.string(), textVi: z.string() });
export type TRevealedAnswer = z.infer<typeof ZRevealedAnswer>;

export const ZHealthNotes = z.object({
  healthcare: z.string().nullable(),
  guardianName: z.string().nullable(),
  guardianEmail: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  answers: z.array(ZRevealedAnswer),
});
export type THealthNotes = z.infer<typeof ZHealthNotes>;
