import { z } from "zod";
import { ZEventDateTime, ZOptionalEventDateTime } from "./admin-dates";
import { CHECK_IN_OPENS_BEFORE_START_MS } from "./check-in-lists";
import { required } from "./contact";
import type { TEventOutput } from "./event";
import { isFreeByKind } from "./free-event";
import { CURRENCIES } from "./limits";
import { CURRENCY_MESSAGE, decimalToMinor } from "./money";
import { DEFAULT_TIME_ZONE, ZTimeZone } from "./time-zone";
import { eventInstantIso } from "./zoned-time";
import { ZRowId } from "./row-id";

/** Limits of what organisers may enter for an event. */
const EVENT_LIMITS = {
  listItemsMax: 30,
  imagesMax: 12,
  listItemMaxLength: 200,
  priceMax: 100_000,
  capacityMax: 100_000,
  yearMin: 2000,
  yearMax: 2100,
} as const;

/** An online event's join link: an https address (a video call, a stream). */
const ZJoinLink = z
  .string()
  .trim()
  .max(2000, "Join link: at most 2000 characters.")
  .refine((v) => v === "" || /^https:\/\/[^\s"'<>]+$/.test(v), "Join link: use an https:// address.")
  .default("");

/** An image is a path on this site (/images/…, /uploads/…) or an https address. */
const IMAGE_REFERENCE = /^(\/(?!.*\.\.)[\w\-./]+|https:\/\/[^\s"'<>]+)$/;

const ZListItems = (label: string, max: number) =>
  z
    .array(z.string().trim().min(1, `${label}: an entry cannot be empty.`).max(EVENT_LIMITS.listItemMaxLength, `${label}: at most ${EVENT_LIMITS.listItemMaxLength} characters per entry.`))
    .max(max, `${label}: at most ${max} entries.`);

const ZEventFields = z.object({
  name: required("Name").max(200),
  eventCategory: required("Category").max(100),
  description: required("Description").max(10_000),
  isOnline: z.boolean(),
  isPublic: z.boolean(),
  /** Given to ticket holders only (confirmation e-mail, tickets page), never public; empty: none yet. */
  joinLink: ZJoinLink,
  place: required("Place").max(200),
  location: required("Location").max(300),
  features: ZListItems("Features", EVENT_LIMITS.listItemsMax),
  dateStart: ZEventDateTime("Start"),
  dateEnd: ZEventDateTime("End"),
  timeZone: ZTimeZone.default(DEFAULT_TIME_ZONE),
  year: z.coerce
    .number({ message: "Year is required." })
    .int("Year must be a whole number.")
    .min(EVENT_LIMITS.yearMin, `Year must be between ${EVENT_LIMITS.yearMin} and ${EVENT_LIMITS.yearMax}.`)
    .max(EVENT_LIMITS.yearMax, `Year must be between ${EVENT_LIMITS.yearMin} and ${EVENT_LIMITS.yearMax}.`),
  price: z.coerce
    .number({ message: "Price is required." })
    .min(0, "Price cannot be negative.")
    .max(EVENT_LIMITS.priceMax, `Price is at most ${EVENT_LIMITS.priceMax}.`),
  currency: z.enum(CURRENCIES, { message: CURRENCY_MESSAGE }),
  capacity: z.coerce
    .number({ message: "Capacity is required." })
    .int("Capacity must be a whole number.")
    .min(1, "Capacity must be at least 1.")
    .max(EVENT_LIMITS.capacityMax, `Capacity is at most ${EVENT_LIMITS.capacityMax}.`),
  /** How long a waiting-list offer holds its seats; 24 hours when not given. */
  offerHours: z.coerce
    .number({ message: "Offer time is required." })
    .int("Offer time must be a whole number of hours.")
    .min(1, "Offer time is 1 to 168 hours.")
    .max(168, "Offer time is 1 to 168 hours.")
    .default(24),
  registrationDeadline: ZOptionalEventDateTime("Registration deadline"),
  isRegistrable: z.boolean(),
  /** A new event starts as a draft: publishing it is an explicit step. */
  isPublished: z.boolean().default(false),
  checklist: ZListItems("What to bring", EVENT_LIMITS.listItemsMax),
  images: z
    .array(z.string().trim().regex(IMAGE_REFERENCE, "Images: use an https:// address or an uploaded image."))
    .max(EVENT_LIMITS.imagesMax, `Images: at most ${EVENT_LIMITS.imagesMax}.`),
  label: z.string().trim().max(100, "Label: at most 100 characters."),
  expiredRefundDate: ZOptionalEventDateTime("Refund deadline"),
  /** When desks may check attendees in; none is the default window (see eventCheckInWindow). */
  checkInOpensAt: ZOptionalEventDateTime("Check-in opens"),
  checkInClosesAt: ZOptionalEventDateTime("Check-in closes"),
  nameVi: z.string().trim().max(200, "Vietnamese name: at most 200 characters.").default(""),
  descriptionVi: z.string().trim().max(10_000, "Vietnamese description: at most 10000 characters.").default(""),
  eventCategoryVi: z.string().trim().max(100, "Vietnamese category: at most 100 characters.").default(""),
  placeVi: z.string().trim().max(200, "Vietnamese place: at most 200 characters.").default(""),
  locationVi: z.string().trim().max(300, "Vietnamese location: at most 300 characters.").default(""),
  featuresVi: ZListItems("Vietnamese features", EVENT_LIMITS.listItemsMax).default([]),
  checklistVi: ZListItems("Vietnamese checklist", EVENT_LIMITS.listItemsMax).default([]),
});

type EventFields = z.output<typeof ZEventFields>;

/** The event's dates and times as ISO instants, those typed as wall clocks read in the event's own zone. */
function withInstants<T extends EventFields>(v: T): T {
  const at = (value: string | null): string | null => (value ? eventInstantIso(value, v.timeZone) : null);
  return {
    ...v,
    dateStart: eventInstantIso(v.dateStart, v.timeZone),
    dateEnd: eventInstantIso(v.dateEnd, v.timeZone),
    registrationDeadline: at(v.registrationDeadline),
    expiredRefundDate: at(v.expiredRefundDate),
    checkInOpensAt: at(v.checkInOpensAt),
    checkInClosesAt: at(v.checkInClosesAt),
  };
}

/** Rules across fields (dates already instants): dates (those that exist) in order, free (online or public) events cost nothing. */
function eventRules(v: EventFields, ctx: z.RefinementCtx): void {
  const [start, end, deadline, refundDeadline] = [v.dateStart, v.dateEnd, v.registrationDeadline, v.expiredRefundDate];
  if (start && end && end < start) ctx.addIssue({ code: "custom", path: ["dateEnd"], message: "End must be after the start." });
  if (end && deadline && deadline > end) {
    ctx.addIssue({ code: "custom", path: ["registrationDeadline"], message: "Registration deadline must be before the end of the event." });
  }
  if (end && refundDeadline && refundDeadline > end) {
    ctx.addIssue({ code: "custom", path: ["expiredRefundDate"], message: "Refund deadline must be before the end of the event." });
  }
  const [opens, closes] = [v.checkInOpensAt, v.checkInClosesAt];
  const checkInOpens = opens ?? (start ? new Date(Date.parse(start) - CHECK_IN_OPENS_BEFORE_START_MS).toISOString() : null);
  if (closes && checkInOpens && closes <= checkInOpens) {
    ctx.addIssue({ code: "custom", path: ["checkInClosesAt"], message: "Check-in must close after it opens." });
  }
  if (!v.isOnline && v.joinLink !== "") ctx.addIssue({ code: "custom", path: ["joinLink"], message: "Only online events have a join link." });
  if (decimalToMinor(v.price, v.currency) === null) ctx.addIssue({ code: "custom", path: ["price"], message: "Price has at most two decimals." });
  if (isFreeByKind(v) && typeof v.price === "number" && v.price !== 0) {
    ctx.addIssue({ code: "custom", path: ["price"], message: "Online and public events are free: set the price to 0." });
  }
}

/**
 * An event as organisers create it (specification §3): dates and times on the wall clock of its time
 * zone (or instants with Z), given out as UTC instants; price in major units.
 */
export const ZEventInput = ZEventFields.transform(withInstants).superRefine(eventRules);
export type TEventInput = z.output<typeof ZEventInput>;
export type TEventFormInput = z.input<typeof ZEventInput>;

export const ZEventUpdateInput = ZEventFields.extend({ id: ZRowId, isPublished: z.boolean() }).transform(withInstants).superRefine(eventRules);
export type TEventUpdateInput = z.output<typeof ZEventUpdateInput>;

export const ZEventFlagInput = z.object({ id: ZRowId, value: z.boolean() });

/**
 * An event as the back office sees it: the public shape plus its Vietnamese content (empty when not
 * translated), publication and sales counts.
 */
export type TAdminEventOutput = TEventOutput & {
  nameVi: string;
  descriptionVi: string;
  featuresVi: string[];
  checklistVi: string[];
  eventCategoryVi: string;
  placeVi: string;
  locationVi: string;
  slug: string;
  isPublished: boolean;
  offerHours: number;
  /** The online event's join link ("" when none): staff only, never in the public event data. */
  joinLink: string;
  /** Null: the default check-in window. */
  checkInOpensAt: string | null;
  checkInClosesAt: string | null;
  paidOrders: number;
  ticketsSold: number;
};
