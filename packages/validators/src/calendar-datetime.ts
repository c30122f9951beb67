import { z } from "zod";

/** "2026-07-01T09:00", optionally with seconds and milliseconds, then optionally a zone (Z or ±hh:mm). */
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * How a value states its zone: "utc" takes a wall-clock time with no zone (read as UTC) or with Z;
 * "required" takes Z or an offset, and nothing else.
 */
export type DateTimeZone = "utc" | "required";

export interface CalendarDateTimeRule {
  /** Message when the value is not a date and time that exists on the calendar. */
  invalid: string;
  /** Message when it lies outside min..max. */
  outOfRange: string;
  /** Earliest and latest accepted values, as UTC wall-clock times ("2018-06-07T00:00"), both included. */
  min: string;
  max: string;
  zone?: DateTimeZone;
}

/** The years the product works in: event dates, deadlines, discount validity and desk scans lie within them. */
export const DATETIME_RANGE = { min: "2000-01-01T00:00", max: "2100-12-31T23:59" } as const;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number): number => (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));

/** Minutes east of UTC of "Z" or "±hh:mm"; null when the offset does not exist. */
function offsetMinutes(offset: string): number | null {
  if (offset === "Z") return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4, 6));
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith("-") ? -1 : 1) * (hours * 60 + minutes);
}

/** The instant a date and time stands for, or null when it does not exist (2026-02-30, 25:00, month 13, …). */
export function parseCalendarDateTime(value: string, zone: DateTimeZone = "utc"): Date | null {
  const match = DATETIME.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Number((match[7] ?? "").padEnd(3, "0"));
  const offset = match[8];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (zone === "required" ? !offset : offset !== undefined && offset !== "Z") return null;
  const east = offset ? offsetMinutes(offset) : 0;
  if (east === null) return null;
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute - east, second, millis);
  return instant;
}

/** The message a value breaks, or null when it is a real date and time within the rule's range. */
function calendarDateTimeIssue(value: string, rule: CalendarDateTimeRule): string | null {
  const instant = parseCalendarDateTime(value, rule.zone);
  if (!instant) return rule.invalid;
  const min = parseCalendarDateTime(rule.min);
  const max = parseCalendarDateTime(rule.max);
  if ((min && instant < min) || (max && instant > max)) return rule.outOfRange;
  return null;
}

const check = (rule: CalendarDateTimeRule) => (value: string | null | undefined, ctx: z.RefinementCtx) => {
  const issue = value ? calendarDateTimeIssue(value, rule) : null;
  if (issue) ctx.addIssue({ code: "custom", message: issue });
};

/** A required date and time (surrounding spaces ignored) that exists on the calendar and lies within the rule's range. */
export const zCalendarDateTime = (rule: CalendarDateTimeRule) =>
  z
    .string({ message: rule.invalid })
    .trim()
    .min(1, rule.invalid)
    .superRefine(check(rule));

/** The same, optional: an empty value, null or undefined mean none (null). */
export const zOptionalCalendarDateTime = (rule: CalendarDateTimeRule) =>
  z
    .string({ message: rule.invalid })
    .trim()
    .nullish()
    .superRefine(check(rule))
    .transform((value) => value || null);
