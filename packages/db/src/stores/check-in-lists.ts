import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import type { Event } from "../rows";

/** What a check-in list reads of its event: the window rules' columns, its names and whether it is held in person. */
export type CheckInListEvent = Pick<
  Event,
  "id" | "name" | "nameVi" | "place" | "isOnline" | "timeZone" | "dateStart" | "dateEnd" | "checkInOpensAt" | "checkInClosesAt"
>;

const COLUMNS = ["id", "name", "nameVi", "place", "isOnline", "timeZone", "dateStart", "dateEnd", "checkInOpensAt", "checkInClosesAt"] as const;

const checkInListEvent = prepare((q, v: { eventId: number }) => q.selectFrom("Event").select(COLUMNS).where("id", "=", v.eventId));

/** The event of a check-in list, or null when there is none by that id. */
export async function findCheckInListEvent(db: Queries, eventId: number): Promise<CheckInListEvent | null> {
  return (await checkInListEvent.first(db, { eventId })) ?? null;
}

/**
 * In-person events not cancelled whose check-in has not closed at `now` (their own closing time,
 * else their end), soonest first.
 */
export function listCheckInListEvents(db: Queries, now: Date): Promise<CheckInListEvent[]> {
  return db.query
    .selectFrom("Event")
    .select(COLUMNS)
    .where("isOnline", "=", false)
    .where("cancelledAt", "is", null)
    .where((eb) => eb.or([eb("checkInClosesAt", ">", now), eb.and([eb("checkInClosesAt", "is", null), eb("dateEnd", ">", now)])]))
    .orderBy("dateStart", "asc")
    .orderBy("id", "asc")
    .execute();
}
