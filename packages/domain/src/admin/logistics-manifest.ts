import { setImmediate as nextTurn } from "node:timers/promises";
import { type Db } from "@vyc/db";
import { findEventName } from "@vyc/db/stores/events";
import {
  countTravellersByHour,
  countUnplanned,
  listTravellers,
  listUnplanned,
  type ManifestPersonRow,
  type TravelHourCount,
  type TravelDirection,
  type UnplannedCase,
} from "@vyc/db/stores/manifest";
import { ADMIN_MESSAGES, hourLabel } from "@vyc/validators";
import { DomainError } from "../shared/errors";

export type ManifestPerson = ManifestPersonRow;

export interface ManifestTraveller extends ManifestPerson {
  /** ISO instant (UTC). */
  datetime: string;
  transportType: string;
  airline: string | null;
  flightNumber: string | null;
  comments: string | null;
}

/** How many travel on one UTC day, hour by hour. */
interface ManifestDayCount {
  /** "2026-07-01", UTC. */
  day: string;
  hours: Array<{ hour: string; count: number }>;
}

/** The manifest's outline: its lists' sizes, the travellers counted by day and hour. */
export interface ManifestSummary {
  event: { id: number; name: string };
  arrivals: ManifestDayCount[];
  departures: ManifestDayCount[];
  /** Attendees whose order said "I haven't booked yet" and who have given no travel details since. */
  notBooked: number;
  /** Attendees who travel by themselves. */
  selfTravel: number;
}

/** Entries of a manifest list read at a time, on screen and for the CSV. */
const MANIFEST_PAGE = 200;

async function eventOf(db: Db, eventId: number): Promise<{ id: number; name: string }> {
  const event = await findEventName(db, eventId);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return event;
}

function countByDayAndHour(counts: TravelHourCount[]): ManifestDayCount[] {
  const days = new Map<string, ManifestDayCount["hours"]>();
  for (const { travelDay, travelHour, count } of counts) {
    const hours = days.get(travelDay) ?? [];
    days.set(travelDay, hours);
    hours.push({ hour: hourLabel(travelHour), count });
  }
  return [...days].map(([day, hours]) => ({ day, hours }));
}

/** The valid tickets of the event's paid orders: who arrives and leaves on which day and hour, and how many have no travel plan. */
export async function loadManifestSummary(db: Db, eventId: number): Promise<ManifestSummary> {
  const event = await eventOf(db, eventId);
  const [arrivals, departures, notBooked, selfTravel] = await Promise.all([
    countTravellersByHour(db, eventId, "arrival"),
    countTravellersByHour(db, eventId, "departure"),
    countUnplanned(db, eventId, "notBooked"),
    countUnplanned(db, eventId, "selfTravel"),
  ]);
  return { event, arrivals: countByDayAndHour(arrivals), departures: countByDayAndHour(departures), notBooked, selfTravel };
}

const nextCursor = (page: ReadonlyArray<{ ticketId: string }>): string | null => (page.length === MANIFEST_PAGE ? (page.at(-1)?.ticketId ?? null) : null);

/** A page of the event's arrivals or departures, by time then name, after the ticket `cursor`. */
export async function loadManifestTravellers(db: Db, eventId: number, direction: TravelDirection, cursor: string | null): Promise<{ travellers: ManifestTraveller[]; nextCursor: string | null }> {
  const rows = await listTravellers(db, eventId, direction, cursor, MANIFEST_PAGE);
  return { travellers: rows.map((row) => ({ ...row, datetime: row.datetime.toISOString() })), nextCursor: nextCursor(rows) };
}

/** A page of the event's attendees who have not booked yet or travel by themselves, by name, after the ticket `cursor`. */
export async function loadManifestPeople(db: Db, eventId: number, list: UnplannedCase, cursor: string | null): Promise<{ people: ManifestPerson[]; nextCursor: string | null }> {
  const people = await listUnplanned(db, eventId, list, cursor, MANIFEST_PAGE);
  return { people, nextCursor: nextCursor(people) };
}

/** Every page of one list, for the CSV, giving the server back to other requests between pages. */
export async function* manifestPages<T extends { nextCursor: string | null }>(page: (cursor: string | null) => Promise<T>): AsyncGenerator<T> {
  for (let cursor: string | null = null; ; ) {
    const next: T = await page(cursor);
    yield next;
    if (next.nextCursor === null) return;
    cursor = next.nextCursor;
    await nextTurn();
  }
}
