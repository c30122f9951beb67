import type { Db } from "@vyc/db";
import type { TPublicEventOutput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { seatsTaken } from "./availability";
import { toPublicEventOutput } from "./event-mapper";

/** Published events whose end date is after now, soonest first. */
export async function listEventsNotExpired(db: Db, now: Date): Promise<TPublicEventOutput[]> {
  const events = await db.event.findMany({
    where: { isPublished: true, dateEnd: { gt: now } },
    orderBy: { dateStart: "asc" },
  });
  const taken = await seatsTaken(db, events.map((e) => e.id), now);
  return events.map((e) => toPublicEventOutput(e, taken.get(e.id) ?? 0));
}

export async function getEvent(db: Db, id: number, now: Date): Promise<TPublicEventOutput> {
  const event = await db.event.findFirst({ where: { id, isPublished: true } });
  if (!event) throw new DomainError("NOT_FOUND", "Event not found.");
  const taken = await seatsTaken(db, [id], now);
  return toPublicEventOutput(event, taken.get(id) ?? 0);
}
