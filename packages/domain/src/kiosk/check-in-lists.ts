import { type Db } from "@vyc/db";
import { listCheckInListEvents } from "@vyc/db/stores/check-in-lists";
import { dayCheckInWindow, eventCheckInWindow, eventDays, type TCheckInListEvent } from "@vyc/validators";

/**
 * What a desk can check in for: in-person events whose check-in has not closed, soonest first,
 * each with its window and, for an event of several days, each day's window.
 */
export async function listCheckInLists(db: Db, now: Date): Promise<TCheckInListEvent[]> {
  const events = await listCheckInListEvents(db, now);
  return events.map((event) => {
    const window = eventCheckInWindow(event);
    const days = eventDays(event);
    return {
      id: event.id,
      name: event.name,
      nameVi: event.nameVi,
      place: event.place,
      timeZone: event.timeZone,
      dateStart: event.dateStart.toISOString(),
      dateEnd: event.dateEnd.toISOString(),
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      days: days.length < 2 ? [] : days.flatMap((day) => {
        const dayWindow = dayCheckInWindow(event, day);
        return dayWindow ? [{ day, opensAt: dayWindow.opensAt.toISOString(), closesAt: dayWindow.closesAt.toISOString() }] : [];
      }),
    };
  });
}
