import type { Locale } from "./locales";

/**
 * Prices, dates and times for a language, through Intl. English keeps the product's original forms
 * ("490 €", "$180", "20 Jul - 27 Jul 2027", "5 Jan 2027, 18:00 UTC"), assembled from Intl's parts;
 * Vietnamese uses vi-VN's own formats. An event's dates and times are read in its own time zone
 * (its days are the days at its place) and a time names its zone ("22:00 CEST", "13:00 EST",
 * "09:00 GMT+7"); without a zone, in UTC, the zone times are stored in.
 */
const INTL_LOCALE: Record<Locale, string> = { en: "en-US", vi: "vi-VN" };
const TIME_ZONE = "UTC";

/** Intl's no-break and thin spaces as plain spaces, so texts read and compare the same everywhere. */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u2009\u202f]/g, " ");

/**
 * Building an Intl formatter costs far more than using one (a confirmation mail, its invoice and
 * tickets format dozens of dates and prices), so each locale + options pair is built once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const cached = <F>(cache: Map<string, F>, locale: string, options: object, build: () => F): F => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
};
const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

/** An exact decimal amount ("25.00", "12.5") or a number of major units. */
export type MajorAmount = number | `${number}`;

/** Whole amounts print without decimals ("25 €"), others with the currency's own ("12.50 €"). */
const isWhole = (amount: MajorAmount): boolean => /^-?\d+(\.0*)?$/.test(String(amount));

const priceFormat = (locale: Locale, currency: string, amount: MajorAmount) =>
  numberFormat(INTL_LOCALE[locale], {
    style: "currency",
    currency,
    ...(isWhole(amount) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    useGrouping: locale !== "en",
  });

/**
 * A price in major units, with Intl's symbol of the currency. English keeps the product's forms,
 * the euro after the amount ("490 €") and other symbols before it ("$180", "£12.50", "CHF 25",
 * "CA$40"); Vietnamese uses vi-VN's ("1.470 €", "180 US$", "25 £").
 */
export function formatPrice(amount: MajorAmount, currency: string, locale: Locale): string {
  const format = priceFormat(locale, currency, amount);
  if (locale !== "en" || currency !== "EUR") return plainSpaces(format.format(amount));
  const parts = format.formatToParts(amount);
  const symbol = parts.filter((p) => p.type === "currency").map((p) => p.value).join("");
  const number = parts.filter((p) => p.type !== "currency" && p.type !== "literal").map((p) => p.value).join("");
  return `${number} ${symbol}`;
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "";

const englishDay = (date: Date, timeZone: string): { dayMonth: string; year: string } => {
  const parts = dateFormat(INTL_LOCALE.en, { day: "numeric", month: "short", year: "numeric", timeZone }).formatToParts(date);
  return { dayMonth: `${part(parts, "day")} ${part(parts, "month")}`, year: part(parts, "year") };
};

/** The calendar day of an instant in a zone ("2027-07-20"). */
const dayKey = (date: Date, timeZone: string): string => dateFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(date);

/** A single date when start and end fall on the same day (in the event's zone), else a range with the year. */
export function formatDateRange(startIso: string, endIso: string, locale: Locale, timeZone: string = TIME_ZONE): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = dayKey(start, timeZone) === dayKey(end, timeZone);
  if (locale !== "en") {
    const format = dateFormat(INTL_LOCALE[locale], { day: "numeric", month: "short", year: "numeric", timeZone });
    return plainSpaces(sameDay ? format.format(start) : format.formatRange(start, end));
  }
  const from = englishDay(start, timeZone);
  const to = englishDay(end, timeZone);
  if (sameDay) return `${from.dayMonth} ${from.year}`;
  if (from.year !== to.year) return `${from.dayMonth} ${from.year} - ${to.dayMonth} ${to.year}`;
  return `${from.dayMonth} - ${to.dayMonth} ${to.year}`;
}

/** Locales whose short zone names are the ones people write: CET/CEST and BST (en-GB), EST/PDT (en-US), AEST (en-AU). */
const ZONE_NAME_LOCALES = ["en-GB", "en-US", "en-AU"];
const OFFSET_NAME = /^(GMT|UTC)[+-−]/;

/** The short name of a zone at an instant, as written on both sides of the world ("CEST", "EDT"), else its offset ("GMT+7"). */
function zoneName(date: Date, timeZone: string): string {
  const names = ZONE_NAME_LOCALES.map((locale) => part(dateFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(date), "timeZoneName"));
  return names.find((name) => !OFFSET_NAME.test(name)) ?? names[0] ?? timeZone;
}

/** A date and time of day in a zone (UTC unless given), naming the zone: "5 Jan 2027, 19:00 CET". */
export function formatDateTime(iso: string, locale: Locale, timeZone: string = TIME_ZONE): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  };
  const zone = zoneName(date, timeZone);
  const parts = dateFormat(INTL_LOCALE[locale], options).formatToParts(date);
  if (locale !== "en") return plainSpaces(parts.map((p) => (p.type === "timeZoneName" ? zone : p.value)).join(""));
  const { dayMonth, year } = englishDay(date, timeZone);
  return `${dayMonth} ${year}, ${part(parts, "hour")}:${part(parts, "minute")} ${zone}`;
}

/** A time zone's name in the language at an instant (an event's start), the same in summer and winter: "Central European Time", "Giờ Trung Âu". */
export function formatZoneName(timeZone: string, locale: Locale, at: Date): string {
  return part(dateFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: "longGeneric" }).formatToParts(at), "timeZoneName") || timeZone;
}

/** A calendar day ("2026-07-01", read in UTC) with its weekday: English "Wednesday 1 July 2026". */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE };
  if (locale !== "en") return plainSpaces(dateFormat(INTL_LOCALE[locale], options).format(date));
  const parts = dateFormat(INTL_LOCALE.en, options).formatToParts(date);
  return `${part(parts, "weekday")} ${part(parts, "day")} ${part(parts, "month")} ${part(parts, "year")}`;
}

/** A moment in the device's own time zone, as people at a desk read their clock: English "1 Jul 2026, 10:05". */
export function formatLocalDateTime(iso: string, locale: Locale): string {
  const format = dateFormat(locale === "en" ? "en-GB" : INTL_LOCALE[locale], { dateStyle: "medium", timeStyle: "short" });
  return plainSpaces(format.format(new Date(iso)));
}
