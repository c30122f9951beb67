import { formatDateRange, formatDateTime, formatDay, formatLocalDateTime, formatPrice } from "@vyc/i18n";
import { formatMoney } from "@vyc/validators";
import { useMemo } from "react";
import { useActiveLocale } from "./use-locale";

/** The zone of this browser, where "now"-based moments (an order placed, a refund asked) are read. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Prices, date ranges and date-times in the active language. */
export function useFormat() {
  const locale = useActiveLocale();
  return useMemo(
    () => ({
      locale,
      /** A price in major units. */
      price: (major: number, currency: string) => formatPrice(major, currency, locale),
      /** A price in minor units (cents), as the server counts money. */
      money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
      /** Dates read in the event's time zone (UTC when none is given). */
      dateRange: (startIso: string, endIso: string, timeZone?: string) => formatDateRange(startIso, endIso, locale, timeZone),
      /** A date and time of an event in its time zone, naming the zone ("22:00 CEST"). */
      dateTime: (iso: string, timeZone: string) => formatDateTime(iso, locale, timeZone),
      /** A moment that happened or runs out ("now"-based: an order placed, a refund asked) in the browser's zone, naming it; a dash when there is none. */
      when: (iso: string | null | undefined) => (iso ? formatDateTime(iso, locale, browserTimeZone()) : "—"),
      /** A UTC calendar day ("2026-07-01") with its weekday. */
      day: (day: string) => formatDay(day, locale),
      /** A moment in the device's own time zone (the desk's clock). */
      localDateTime: (iso: string) => formatLocalDateTime(iso, locale),
    }),
    [locale],
  );
}
