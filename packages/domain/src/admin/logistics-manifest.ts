import { type Db } from "@vyc/db";
import type { AttendeeExportRow } from "@vyc/db/stores/tickets";
import { findEventName } from "@vyc/db/stores/events";
import { ADMIN_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { eventTicketPages } from "./ticket-pages";

export interface ManifestPerson {
  ticketId: string;
  orderId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface ManifestTraveller extends ManifestPerson {
  /** ISO instant (UTC). */
  datetime: string;
  transportType: string;
  airline: string | null;
  flightNumber: string | null;
  comments: string | null;
}

interface ManifestHour {
  /** "09:00": the travellers of this hour, UTC. */
  hour: string;
  travellers: ManifestTraveller[];
}

export interface ManifestDay {
  /** "2026-07-01", UTC. */
  day: string;
  hours: ManifestHour[];
}

export interface LogisticsManifest {
  event: { id: number; name: string };
  arrivals: ManifestDay[];
  departures: ManifestDay[];
  /** Attendees whose order said "I haven't booked yet" and who have given no travel details since. */
  notBooked: ManifestPerson[];
  /** Attendees who travel by themselves. */
  selfTravel: ManifestPerson[];
}

const byTimeThenName = (a: ManifestTraveller, b: ManifestTraveller) =>
  a.datetime.localeCompare(b.datetime) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** Travellers by UTC day, then by UTC hour, each in time order. */
export function groupByDayAndHour(travellers: ManifestTraveller[]): ManifestDay[] {
  const days = new Map<string, Map<string, ManifestTraveller[]>>();
  for (const t of [...travellers].sort(byTimeThenName)) {
    const day = t.datetime.slice(0, 10);
    const hour = `${t.datetime.slice(11, 13)}:00`;
    const hours = days.get(day) ?? new Map<string, ManifestTraveller[]>();
    days.set(day, hours);
    const list = hours.get(hour) ?? [];
    hours.set(hour, list);
    list.push(t);
  }
  return [...days].map(([day, hours]) => ({ day, hours: [...hours].map(([hour, list]) => ({ hour, travellers: list })) }));
}

const byName = (a: ManifestPerson, b: ManifestPerson) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

const isAttending = (ticket: AttendeeExportRow): boolean => ticket.status === "valid" && ticket.orderStatus === "paid";

/** Arrivals and departures of every valid ticket of the event's paid orders, and who has no travel plan yet. */
export async function loadLogisticsManifest(db: Db, eventId: number): Promise<LogisticsManifest> {
  const event = await findEventName(db, eventId);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  const arrivals: ManifestTraveller[] = [];
  const departures: ManifestTraveller[] = [];
  const notBooked: ManifestPerson[] = [];
  const selfTravel: ManifestPerson[] = [];
  for await (const page of eventTicketPages(db, eventId)) {
    for (const t of page.filter(isAttending)) {
      const person: ManifestPerson = { ticketId: t.id, orderId: t.orderId, firstName: t.firstName, lastName: t.lastName, email: t.email, phone: t.phone };
      const comments = t.logisticsComments;
      if (t.arrivalDatetime && t.arrivalTransportType) {
        arrivals.push({ ...person, datetime: t.arrivalDatetime.toISOString(), transportType: t.arrivalTransportType, airline: t.arrivalAirline, flightNumber: t.arrivalFlightNumber, comments });
      }
      if (t.departureDatetime && t.departureTransportType) {
        departures.push({ ...person, datetime: t.departureDatetime.toISOString(), transportType: t.departureTransportType, airline: t.departureAirline, flightNumber: t.departureFlightNumber, comments });
      }
      const hasPlan = Boolean(t.arrivalDatetime || t.departureDatetime);
      if (t.logisticCase === "selfTravel") selfTravel.push(person);
      else if (t.logisticCase === "notBooked" && !hasPlan) notBooked.push(person);
    }
  }
  return {
    event,
    arrivals: groupByDayAndHour(arrivals),
    departures: groupByDayAndHour(departures),
    notBooked: notBooked.sort(byName),
    selfTravel: selfTravel.sort(byName),
  };
}
