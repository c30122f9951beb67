import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import type { DocumentEvent } from "@vyc/db/stores/order-documents";
import type { Locale } from "@vyc/i18n";
import { escape, ICalCalendar } from "ical-generator";
import { DateTime } from "luxon";
import { eventName } from "../events/event-name";

/**
 * The event as an iCalendar file (RFC 5545): its times in the event's own time zone (with the
 * zone's VTIMEZONE), its place and a link back to its page.
 */
export function eventCalendar(event: DocumentEvent, publicUrl: string, locale: Locale): string {
  const url = `${publicUrl}/events/${event.id}`;
  // The library escapes the event's texts but writes the calendar's name as given: it is escaped
  // here as RFC 5545 TEXT, so a line break or a ";" in the name stays inside the name.
  const calendar = new ICalCalendar({ prodId: { company: "VYC Network", product: "Events", language: locale.toUpperCase() }, name: escape(eventName(event, locale), false) });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const at = (time: Date) => DateTime.fromJSDate(time, { zone: event.timeZone });
  calendar.createEvent({
    id: `event-${event.id}@${new URL(publicUrl).host}`,
    start: at(event.dateStart),
    end: at(event.dateEnd),
    timezone: event.timeZone,
    summary: eventName(event, locale),
    description: `${event.description}\n\n${url}`,
    location: event.isOnline ? event.place : `${event.place}, ${event.location}`,
    url,
  });
  return calendar.toString();
}
