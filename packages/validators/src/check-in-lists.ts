import { z } from "zod";
import type { Refusal } from "./refusals";
import { DAY_PATTERN, fromZonedWallClock, nextDay, zonedDateTimeText, zonedDay } from "./zoned-time";
import { ZRowId } from "./row-id";

/** Without a time of its own, check-in for an event opens this long before it starts (and closes when it ends). */
export const CHECK_IN_OPENS_BEFORE_START_MS = 3 * 60 * 60 * 1000;

const DESK_NAME_MAX = 40;
const DESK_NAME_MESSAGE = "Desk name: 1 to 40 characters.";

/** What a desk checks in for: an event, and for a multi-day event optionally one day of it (in the event's zone). */
export const ZCheckInList = z.object({
  eventId: ZRowId,
  day: z.string().regex(DAY_PATTERN, "Check-in day: give a date as YYYY-MM-DD.").optional(),
});
export type TCheckInList = z.infer<typeof ZCheckInList>;

/** The name a desk is given where it stands ("Gate A", "Desk 2"). */
export const ZDeskName = z.string().trim().min(1, DESK_NAME_MESSAGE).max(DESK_NAME_MAX, DESK_NAME_MESSAGE);

/** What the check-in window rules read of an event. */
export interface CheckInEvent {
  dateStart: Date;
  dateEnd: Date;
  timeZone: string;
  checkInOpensAt: Date | null;
  checkInClosesAt: Date | null;
}

export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
}

/** When desks check an event's attendees in: its own times, else from a few hours before it starts until it ends. */
export function eventCheckInWindow(event: CheckInEvent): CheckInWindow {
  return {
    opensAt: event.checkInOpensAt ?? new Date(event.dateStart.getTime() - CHECK_IN_OPENS_BEFORE_START_MS),
    closesAt: event.checkInClosesAt ?? event.dateEnd,
  };
}

/** The days an event runs on, in its zone, first to last. */
export function eventDays(event: Pick<CheckInEvent, "dateStart" | "dateEnd" | "timeZone">): string[] {
  const first = zonedDay(event.dateStart, event.timeZone);
  const last = zonedDay(new Date(Math.max(event.dateStart.getTime(), event.dateEnd.getTime() - 1)), event.timeZone);
  const days = [first];
  while (days.length < 366 && (days[days.length - 1] ?? last) < last) days.push(nextDay(days[days.length - 1] ?? last));
  return days;
}

/**
 * The window of one day of an event: that day in the event's zone, within the event's window (the
 * first day opens with the event, the last closes with it). Null when the event does not run that day.
 */
export function dayCheckInWindow(event: CheckInEvent, day: string): CheckInWindow | null {
  const days = eventDays(event);
  if (!days.includes(day)) return null;
  const whole = eventCheckInWindow(event);
  const dayStart = fromZonedWallClock(`${day}T00:00`, event.timeZone);
  const dayEnd = fromZonedWallClock(`${nextDay(day)}T00:00`, event.timeZone);
  return {
    opensAt: day === days[0] ? whole.opensAt : new Date(Math.max(whole.opensAt.getTime(), dayStart.getTime())),
    closesAt: day === days[days.length - 1] ? whole.closesAt : new Date(Math.min(whole.closesAt.getTime(), dayEnd.getTime())),
  };
}

/** An event the desk can check in for, with its days (several for a multi-day event) and their windows. */
export const ZCheckInListEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Empty when not translated. */
  nameVi: z.string(),
  place: z.string(),
  timeZone: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  days: z.array(z.object({ day: z.string(), opensAt: z.string(), closesAt: z.string() })),
});
export type TCheckInListEvent = z.infer<typeof ZCheckInListEvent>;

/** The event of a refusal, by the names its catalog texts use. */
export interface RefusalEvent {
  name: string;
  nameVi: string;
  timeZone: string;
}

const eventParams = (event: RefusalEvent) => ({ event: event.name, eventVi: event.nameVi || event.name });

/** An event's days as its refusals show them ("2026-07-01 – 2026-07-05", or one day). */
export function eventDatesText(event: Pick<CheckInEvent, "dateStart" | "dateEnd" | "timeZone">): string {
  const days = eventDays(event);
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? first;
  return first === last ? first : `${first} – ${last}`;
}

/** Check-in refusals whose text carries values (see Refusal); times on the wall clock of the event's zone. */
export const CHECK_IN_REFUSALS = {
  otherEvent: (event: RefusalEvent, dates: string): Refusal => ({
    reason: "kiosk.otherEvent",
    message: `This ticket is for ${event.name} (${dates}), not for the event this desk checks in for.`,
    params: { ...eventParams(event), dates },
  }),
  notOpenYet: (event: RefusalEvent, opensAt: Date): Refusal => {
    const at = zonedDateTimeText(opensAt, event.timeZone);
    return { reason: "kiosk.notOpenYet", message: `Check-in for ${event.name} opens on ${at} (${event.timeZone}).`, params: { ...eventParams(event), at, zone: event.timeZone } };
  },
  closed: (event: RefusalEvent, closedAt: Date): Refusal => {
    const at = zonedDateTimeText(closedAt, event.timeZone);
    return { reason: "kiosk.closed", message: `Check-in for ${event.name} closed on ${at} (${event.timeZone}).`, params: { ...eventParams(event), at, zone: event.timeZone } };
  },
  dayNotOpenYet: (event: RefusalEvent, day: string, opensAt: Date): Refusal => {
    const at = zonedDateTimeText(opensAt, event.timeZone);
    return {
      reason: "kiosk.dayNotOpenYet",
      message: `Check-in for ${event.name} on ${day} opens on ${at} (${event.timeZone}).`,
      params: { ...eventParams(event), day, at, zone: event.timeZone },
    };
  },
  dayClosed: (event: RefusalEvent, day: string, closedAt: Date): Refusal => {
    const at = zonedDateTimeText(closedAt, event.timeZone);
    return {
      reason: "kiosk.dayClosed",
      message: `Check-in for ${event.name} on ${day} closed on ${at} (${event.timeZone}).`,
      params: { ...eventParams(event), day, at, zone: event.timeZone },
    };
  },
} as const satisfies Record<string, (...args: never[]) => Refusal>;
