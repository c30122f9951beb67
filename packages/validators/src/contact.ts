import { z } from "zod";
import { PHONE_MESSAGES, ZPhone } from "./phone";

export * from "./phone";
/** The message of a phone number that is not one (of any country, or in the specification's format). */
export const PHONE_MESSAGE = PHONE_MESSAGES.invalid;

export const required = (label: string) => z.string().trim().min(1, `${label} is required.`);
export const ZEmail = z.string().trim().min(1, "Email is required.").email("Enter a valid email address.");

export const ZContactInput = z.object({
  firstName: required("First name").max(100),
  lastName: required("Last name").max(100),
  email: ZEmail,
  phone: ZPhone,
  subject: required("Subject").max(200),
  message: required("Message").max(5000),
  /**
   * Honeypot: hidden from people, so only bots fill it. It is accepted here (a bot must not learn
   * that it was caught) and the server drops such a message without storing or sending it.
   */
  website: z.string().max(2000).optional(),
});
export type TContactInput = z.infer<typeof ZContactInput>;

/** A submission whose honeypot field was filled in: answered like any other, then dropped. */
export const isHoneypotFilled = (input: Pick<TContactInput, "website">): boolean => (input.website ?? "").trim().length > 0;

