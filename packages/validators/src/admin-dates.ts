import { z } from "zod";

const UTC_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/;

/** "2026-07-01T09:00" (a datetime-local field, read as UTC) or a full ISO string, as ISO; null if invalid. */
export function toUtcIso(value: string): string | null {
  if (!UTC_DATETIME.test(value)) return null;
  const time = Date.parse(value.endsWith("Z") ? value : `${value}Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An ISO instant as the value of a datetime-local field in UTC ("2026-07-01T09:00"). */
export const toDatetimeLocal = (iso: string | null | undefined): string => (iso ? iso.slice(0, 16) : "");

const message = (label: string) => `${label}: enter a date and time (UTC).`;

/** A required date and time in UTC, normalised to an ISO string. */
export const ZUtcDateTime = (label: string) =>
  z
    .string({ message: message(label) })
    .trim()
    .refine((v) => toUtcIso(v) !== null, message(label))
    .transform((v) => toUtcIso(v) ?? v);

/** An optional date and time in UTC: an empty field, null or undefined mean none (null). */
export const ZOptionalUtcDateTime = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || toUtcIso(v) !== null, message(label))
    .transform((v) => (v ? toUtcIso(v) : null));

/** An optional whole number from a form field: empty means none (null). */
export const ZOptionalInt = (min: number, max: number, text: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), z.coerce.number({ message: text }).int(text).min(min, text).max(max, text).nullable());
