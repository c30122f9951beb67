import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";

/** The specification's phone format (3 digits-3 digits-4 digits), still taken as it is from the original client. */
const SPEC_PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** An example of a number with its country, as the forms' hints show it. */
export const PHONE_EXAMPLE = "+49 151 23456789";

export const PHONE_MESSAGES = {
  invalid: "Enter a valid phone number with its country code, e.g. +49 151 23456789.",
  guardianPhoneRequired: "Guardian phone is required for attendees under 18.",
} as const;

/**
 * A phone number of any country in E.164 ("+4915123456789"), as it is stored; a number in the
 * specification's format ("123-456-7890") is kept as typed, so the original client's payloads stay
 * valid. A number must carry its country code ("+49 …" or "0049 …"; the forms' country picker
 * adds it) and be a valid number of that country (libphonenumber-js). Null when it is none.
 */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (SPEC_PHONE_PATTERN.test(text)) return text;
  const international = text.replace(/^00(?=\d)/, "+");
  if (!international.startsWith("+")) return null;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.number : null;
}

/** How a stored number is shown: international with spaces ("+49 1512 3456789"); anything else as it is. */
export function formatPhone(value: string): string {
  if (!value.startsWith("+")) return value;
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

/** A required phone number, normalized to E.164 (or kept in the specification's format). */
export const ZPhone = z
  .string()
  .trim()
  .max(30, PHONE_MESSAGES.invalid)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone !== null) return phone;
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  });

/** A phone number that may be left empty (""), normalized like ZPhone when given. */
export const ZOptionalPhone = z
  .string()
  .trim()
  .max(30, PHONE_MESSAGES.invalid)
  .transform((value, ctx) => {
    if (value === "") return "";
    const phone = normalizePhone(value);
    if (phone !== null) return phone;
    ctx.addIssue({ code: "custom", message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  });
