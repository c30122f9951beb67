import { formatDateRange, formatDateTime, type Locale } from "@vyc/i18n";
import type { DocumentEvent } from "@vyc/db/stores/order-documents";
import { formatMoney } from "@vyc/validators";
import { eventName } from "../events/event-name";
import { mailText } from "../mail/mail-text";

/** The texts, amounts and dates of the printed documents in one language (`documents.*` of the mail catalog). */
export function documentText(locale: Locale) {
  const m = mailText(locale);
  return {
    locale,
    t: (key: string, values?: Record<string, string>) => m.text(`documents.${key}`, values),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    date: (at: Date) => formatDateRange(at.toISOString(), at.toISOString(), locale),
    /** The event's name, dates and start time in its own time zone, and its place. */
    event: (event: DocumentEvent) => ({
      name: eventName(event, locale),
      dates: formatDateRange(event.dateStart.toISOString(), event.dateEnd.toISOString(), locale, event.timeZone),
      starts: formatDateTime(event.dateStart.toISOString(), locale, event.timeZone),
      place: event.isOnline ? m.text("documents.online") : `${event.place}, ${event.location}`,
    }),
  };
}

export type DocumentText = ReturnType<typeof documentText>;
