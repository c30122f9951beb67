import { z } from "zod";
import { DATETIME_RANGE, parseCalendarDateTime, zCalendarDateTime, zOptionalCalendarDateTime, type CalendarDateTimeRule } from "./calendar-datetime";

/** "2026-07-01T09:00" (a datetime-local field, read as UTC) or a full ISO string, as ISO; null if it is no real date and time. */
export function toUtcIso(value: string): string | null {
  return parseCalendarDateTime(value)?.toISOString() ?? null;
}

const rule = (label: string): CalendarDateTimeRule => ({
  invalid: `${label}: enter a date and time (UTC).`,
  outOfRange: `${label}: enter a date between 2000 and 2100.`,
  ...DATETIME_RANGE,
});

/** An optional date and time in UTC: an empty field, null or undefined mean none (null). */
export const ZOptionalUtcDateTime = (label: string) => zOptionalCalendarDateTime(rule(label)).transform((v) => (v ? toUtcIso(v) : null));

const eventRule = (label: string): CalendarDateTimeRule => ({
  invalid: `${label}: enter a date and time.`,
  outOfRange: `${label}: enter a date between 2000 and 2100.`,
  ...DATETIME_RANGE,
});

/**
 * A required date and time of an event, on the wall clock of the event's zone ("2026-07-01T22:00"),
 * or an instant with Z; the event's schema turns it into an instant (eventInstantIso).
 */
export const ZEventDateTime = (label: string) => zCalendarDateTime(eventRule(label));

/** The same, optional: an empty field, null or undefined mean none (null). */
export const ZOptionalEventDateTime = (label: string) => zOptionalCalendarDateTime(eventRule(label));

/** An optional whole number from a form field: empty means none (null). */
export const ZOptionalInt = (min: number, max: number, text: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), z.coerce.number({ message: text }).int(text).min(min, text).max(max, text).nullable());
