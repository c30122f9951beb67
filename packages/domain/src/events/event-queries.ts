import type { Db } from "@vyc/db";
import { ADMIN_MESSAGES, type TPublicEventOutput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { eventsNotExpired, publicEvents } from "./public-events";

/** Published events whose end date is after now, soonest first. */
export async function listEventsNotExpired(db: Db, now: Date): Promise<TPublicEventOutput[]> {
  return eventsNotExpired(await publicEvents(db).snapshot(now), now);
}

export async function getEvent(db: Db, id: number, now: Date): Promise<TPublicEventOutput> {
  const event = (await publicEvents(db).snapshot(now)).byId.get(id);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return event;
}
