import { z } from "zod";
import { CURRENCIES } from "./limits";
import { ZLocale } from "./locale";
import { CURRENCY_MESSAGE } from "./money";
import { DEFAULT_TIME_ZONE, ZTimeZone } from "./time-zone";
import { DAY_PATTERN } from "./zoned-time";

/** Refusals of the treasurer's money reports. */
export const REPORT_MESSAGES = {
  dayInvalid: "Period: enter the first and last day as dates.",
  periodReversed: "Period: the last day comes before the first.",
  periodTooLong: "Period: choose at most 366 days.",
} as const;

/** The longest period a report covers, in days. */
const REPORT_PERIOD_MAX_DAYS = 366;

/** The CSV downloads of a money report. */
const MONEY_REPORT_KINDS = ["payments", "refunds", "invoices", "credit-notes"] as const;
export type MoneyReportKind = (typeof MONEY_REPORT_KINDS)[number];

const ZDay = z.string().trim().regex(DAY_PATTERN, REPORT_MESSAGES.dayInvalid).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), REPORT_MESSAGES.dayInvalid);
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A report's period, first and last day included, on the calendar of `timeZone`, and the currency it counts in. */
export const ZMoneyReportInput = z
  .object({
    from: ZDay,
    to: ZDay,
    currency: z.enum(CURRENCIES, { message: CURRENCY_MESSAGE }),
    timeZone: ZTimeZone.default(DEFAULT_TIME_ZONE),
  })
  .refine((p) => dayNumber(p.to) >= dayNumber(p.from), { message: REPORT_MESSAGES.periodReversed, path: ["to"] })
  .refine((p) => dayNumber(p.to) - dayNumber(p.from) < REPORT_PERIOD_MAX_DAYS, { message: REPORT_MESSAGES.periodTooLong, path: ["to"] });
export type TMoneyReportInput = z.output<typeof ZMoneyReportInput>;

/** The language of a CSV's headers and labels. */
export const ZCsvLanguage = z.object({ lang: ZLocale.optional() });

export const ZMoneyReportCsvInput = z.intersection(ZMoneyReportInput, ZCsvLanguage.extend({ kind: z.enum(MONEY_REPORT_KINDS) }));

/** One event's money in the period: gross paid, refunds given back, net, and tickets of the orders paid. */
const ZMoneyReportEventLine = z.object({
  eventId: z.number(),
  eventName: z.string(),
  grossMinor: z.number(),
  refundsMinor: z.number(),
  netMinor: z.number(),
  ticketsSold: z.number(),
});
const ZMoneyReportTotals = ZMoneyReportEventLine.omit({ eventId: true, eventName: true });
export const ZMoneyReportSummary = z.object({
  currency: z.enum(CURRENCIES),
  events: z.array(ZMoneyReportEventLine),
  totals: ZMoneyReportTotals,
  /** The currencies orders were placed in, for the report's choice. */
  currencies: z.array(z.enum(CURRENCIES)),
});
export type TMoneyReportSummary = z.output<typeof ZMoneyReportSummary>;
