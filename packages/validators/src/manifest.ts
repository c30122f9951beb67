import { z } from "zod";
import { ZAdminEventIdInput } from "./admin-orders";

/** Where a page of a manifest list starts: after this ticket (the last of the page before). */
const ZManifestCursor = z.string().min(1).max(64);

/** A page of the event's arrivals or departures, by time. */
export const ZManifestTravellersInput = ZAdminEventIdInput.extend({ journey: z.enum(["arrival", "departure"]), cursor: ZManifestCursor.nullish() });

/** A page of the event's attendees who have not booked yet or who travel by themselves, by name. */
export const ZManifestPeopleInput = ZAdminEventIdInput.extend({ list: z.enum(["notBooked", "selfTravel"]), cursor: ZManifestCursor.nullish() });

/** The UTC day ("2026-07-01") the manifest lists a journey of this ISO time under. */
export const travelDay = (iso: string): string => iso.slice(0, 10);
/** How the manifest names a UTC hour ("09" is "09:00"). */
export const hourLabel = (hour: string): string => `${hour}:00`;
/** The UTC hour ("09:00") the manifest lists a journey of this ISO time under. */
export const travelHour = (iso: string): string => hourLabel(iso.slice(11, 13));

/** How many travellers an outline's days (arrivals or departures) count in all. */
export const travellersInOutline = (days: ReadonlyArray<{ hours: ReadonlyArray<{ count: number }> }>): number =>
  days.reduce((sum, day) => sum + day.hours.reduce((daySum, hour) => daySum + hour.count, 0), 0);

export interface TravelDay<T> {
  day: string;
  hours: Array<{ hour: string; travellers: T[] }>;
}

/** Travellers (in time order) by UTC day, then by UTC hour, keeping their order. */
export function groupByDayAndHour<T extends { datetime: string }>(travellers: readonly T[]): Array<TravelDay<T>> {
  const days = new Map<string, Map<string, T[]>>();
  for (const t of travellers) {
    const hours = days.get(travelDay(t.datetime)) ?? new Map<string, T[]>();
    days.set(travelDay(t.datetime), hours);
    const list = hours.get(travelHour(t.datetime)) ?? [];
    hours.set(travelHour(t.datetime), list);
    list.push(t);
  }
  return [...days].map(([day, hours]) => ({ day, hours: [...hours].map(([hour, list]) => ({ hour, travellers: list })) }));
}
