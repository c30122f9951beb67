import { describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { eventInput } from "@vyc/testkit/event-input";
import type { z } from "zod";
import { ZDiscountInput } from "./admin-discount";
import { ZEventInput, ZEventUpdateInput } from "./admin-event";
import { parseCalendarDateTime } from "./calendar-datetime";
import { ZPrivateRegistrationInput } from "./checkout";
import { ZSyncCheckInsInput } from "./kiosk";
import { ZOrderDraftInput } from "./registration";
import { ZUpdateTicketLogisticsInput } from "./ticket-logistics";

describe("parseCalendarDateTime", () => {
  it("reads a wall-clock time as UTC, with or without seconds and Z", () => {
    expect(parseCalendarDateTime("2026-07-01T09:00")?.toISOString()).toBe("2026-07-01T09:00:00.000Z");
    expect(parseCalendarDateTime("2026-07-01T09:00:30.5Z")?.toISOString()).toBe("2026-07-01T09:00:30.500Z");
  });

  it("knows leap years and the length of each month", () => {
    expect(parseCalendarDateTime("2028-02-29T10:00")?.toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(parseCalendarDateTime("2000-02-29T10:00")).not.toBeNull();
    expect(parseCalendarDateTime("2100-02-29T10:00")).toBeNull();
    expect(parseCalendarDateTime("2026-02-29T10:00")).toBeNull();
    expect(parseCalendarDateTime("2026-04-31T10:00")).toBeNull();
    expect(parseCalendarDateTime("2026-12-31T23:59:59")).not.toBeNull();
  });

  it("takes an offset only where the zone is required, and then applies it", () => {
    expect(parseCalendarDateTime("2026-07-01T12:00:00+02:00")).toBeNull();
    expect(parseCalendarDateTime("2026-07-01T12:00:00+02:00", "required")?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
    expect(parseCalendarDateTime("2026-07-01T00:30:00-01:00", "required")?.toISOString()).toBe("2026-07-01T01:30:00.000Z");
    expect(parseCalendarDateTime("2026-07-01T12:00:00", "required")).toBeNull();
    expect(parseCalendarDateTime("2026-07-01T12:00:00+24:00", "required")).toBeNull();
  });
});

/** Dates that do not exist, written without a zone. */
const IMPOSSIBLE = [
  "2026-13-01T10:00",
  "2026-12-40T99:99",
  "2026-02-30T10:00",
  "2026-12-01T25:00",
  "2026-12-01T24:00",
  "2026-04-31T10:00",
  "2026-00-10T10:00",
  "2026-06-00T10:00",
  "2026-06-10T10:60",
  "2026-06-10T10:00:60",
  "2026-6-10T10:00",
  "tomorrow",
  "",
];

const logistics = {
  arrivalTransportType: "train",
  arrivalDatetime: "2030-07-01T10:30",
  departureTransportType: "train",
  departureDatetime: "2030-07-08T16:00",
};
const draft = { eventId: 1, numTickets: 1, attendees: { "1": attendee(1) }, logisticCase: "logisticInformation", logistics: { "1": logistics } };
const event = eventInput(2026, { registrationDeadline: "2026-06-01T23:00", expiredRefundDate: "2026-06-15T00:00" });
const scan = { clientScanId: "0b9f7c8e-3c1a-4f6e", deviceId: "desk-1", list: { eventId: 1 }, secret: "abc", scannedAt: "2026-07-01T10:00:00Z" };

const setAt = (value: Record<string, unknown>, path: readonly string[], field: unknown): Record<string, unknown> => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = value[head];
  if (rest.length === 0) return { ...value, [head]: field };
  if (Array.isArray(inner)) return { ...value, [head]: inner.map((item, i) => (String(i) === rest[0] ? setAt(item as Record<string, unknown>, rest.slice(1), field) : item)) };
  return { ...value, [head]: setAt(inner as Record<string, unknown>, rest, field) };
};

interface DateField {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  path: readonly string[];
  /** An empty value means none. */
  optional?: boolean;
  /** How a bad value is written in this field (scans carry their zone). */
  write?: (value: string) => string;
  invalid: string;
  outOfRange: { early: string; late: string; message: string };
}

const flight = (path: readonly string[]) => ({
  invalid: "Enter a date and time.",
  outOfRange: { early: "2018-06-06T23:59", late: "2050-06-14T00:01", message: "Date must be between 2018-06-07 00:00 and 2050-06-14 00:00." },
  path,
});
const admin = (label: string, optional = false) => ({
  optional,
  invalid: `${label}: enter a date and time (UTC).`,
  outOfRange: { early: "1999-12-31T23:59", late: "2101-01-01T00:00", message: `${label}: enter a date between 2000 and 2100.` },
});
const eventDate = (label: string, optional = false) => ({
  optional,
  invalid: `${label}: enter a date and time.`,
  outOfRange: { early: "1999-12-31T23:59", late: "2101-01-01T00:00", message: `${label}: enter a date between 2000 and 2100.` },
});
const updateEvent = { ...event, id: 1 };

const FIELDS: Record<string, DateField> = {
  "order draft arrival": { schema: ZOrderDraftInput, valid: draft, ...flight(["logistics", "1", "arrivalDatetime"]) },
  "order draft departure": { schema: ZOrderDraftInput, valid: draft, ...flight(["logistics", "1", "departureDatetime"]) },
  "register/private arrival": { schema: ZPrivateRegistrationInput, valid: { ...draft, captureId: "CAP1", price: 490 }, ...flight(["logistics", "1", "arrivalDatetime"]) },
  "ticket logistics arrival": { schema: ZUpdateTicketLogisticsInput, valid: { ticketId: "t1", logistics }, ...flight(["logistics", "arrivalDatetime"]) },
  "ticket logistics departure": { schema: ZUpdateTicketLogisticsInput, valid: { ticketId: "t1", logistics }, ...flight(["logistics", "departureDatetime"]) },
  "event start": { schema: ZEventInput, valid: event, path: ["dateStart"], ...eventDate("Start") },
  "event end": { schema: ZEventInput, valid: event, path: ["dateEnd"], ...eventDate("End") },
  "event registration deadline": { schema: ZEventInput, valid: event, path: ["registrationDeadline"], ...eventDate("Registration deadline", true) },
  "event refund deadline": { schema: ZEventInput, valid: event, path: ["expiredRefundDate"], ...eventDate("Refund deadline", true) },
  "event update start": { schema: ZEventUpdateInput, valid: updateEvent, path: ["dateStart"], ...eventDate("Start") },
  "event update refund deadline": { schema: ZEventUpdateInput, valid: updateEvent, path: ["expiredRefundDate"], ...eventDate("Refund deadline", true) },
  "discount valid from": { schema: ZDiscountInput, valid: { code: "CAMP", percent: 10, validFrom: "2026-01-01T00:00", validUntil: "2026-12-31T23:59" }, path: ["validFrom"], ...admin("Valid from", true) },
  "discount valid until": { schema: ZDiscountInput, valid: { code: "CAMP", percent: 10, validFrom: "2026-01-01T00:00", validUntil: "2026-12-31T23:59" }, path: ["validUntil"], ...admin("Valid until", true) },
  "offline scan time": {
    schema: ZSyncCheckInsInput,
    valid: { scans: [scan] },
    path: ["scans", "0", "scannedAt"],
    write: (value) => (value && value !== "tomorrow" ? `${value}:00Z` : value),
    invalid: "Scan time: give a date and time with its zone.",
    outOfRange: { early: "1999-12-31T23:59:59Z", late: "2101-01-01T00:00:00Z", message: "Scan time: give a date between 2000 and 2100." },
  },
};

/** The field paths and messages of a parse's issues. */
const issues = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => ({ path: i.path.map(String), message: i.message })) ?? [];

describe.each(Object.entries(FIELDS))("%s", (_name, field) => {
  const write = field.write ?? ((value: string) => value);

  it("accepts the valid example", () => {
    expect(issues(field.schema, field.valid)).toEqual([]);
  });

  it.each(IMPOSSIBLE.filter((value) => value || !field.optional))("refuses %j with the field's path", (value) => {
    expect(issues(field.schema, setAt(field.valid, field.path, write(value)))).toEqual([{ path: [...field.path], message: field.invalid }]);
  });

  it("refuses a real date outside the range", () => {
    for (const value of [field.outOfRange.early, field.outOfRange.late]) {
      expect(issues(field.schema, setAt(field.valid, field.path, value))).toContainEqual({ path: [...field.path], message: field.outOfRange.message });
    }
  });
});
