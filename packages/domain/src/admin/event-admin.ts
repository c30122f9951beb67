import { lockForDecision, type Db, type Event, type Queries } from "@vyc/db";
import { findEvent, insertEvent, isEventSlugTaken, saveEventFields, updateEventColumns } from "@vyc/db/stores/events";
import { seatsTakenNow } from "@vyc/db/stores/seats";
import { insertDefaultTicketType, setDefaultTicketTypePrice } from "@vyc/db/stores/ticket-types";
import { ADMIN_MESSAGES, ADMIN_REFUSALS, type TEventInput, type TEventUpdateInput } from "@vyc/validators";
import { sealText } from "../privacy/sealed-data";
import { DomainError } from "../shared/errors";
import { offerReturnedSeats } from "../waiting-list/offer-returned-seats";
import { recordAudit } from "./audit-log";
import { slugify, toEventData } from "./event-data";
import { changeJoinLink } from "./event-join-link";

async function uniqueSlug(tx: Queries, name: string, year: number): Promise<string> {
  const base = slugify(name, year);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await isEventSlugTaken(tx, slug))) return slug;
  }
}

const comparable = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value ?? null);
};

async function existingEvent(tx: Queries, id: number): Promise<Event> {
  const event = await findEvent(tx, id);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return event;
}

/** Creates an event with its default ticket type at its price; published events appear on the public list at once. */
export async function createEvent(db: Db, actorId: string, input: TEventInput, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const slug = await uniqueSlug(tx, input.name, input.year);
    const data = toEventData(input);
    const event = await insertEvent(tx, { ...data, slug, joinLink: sealText(input.joinLink) });
    await insertDefaultTicketType(tx, event.id, data.priceMinor, now);
    await recordAudit(tx, { actorId, action: "event.create", target: `event:${event.id}`, detail: { name: input.name, slug } }, now);
    return event;
  });
}

/**
 * Replaces the event's fields. Orders keep the totals fixed when they were placed: a new price
 * only applies to orders placed from now on. Under the lock of the event's seats (so no sale lands
 * in between), the capacity never drops below the seats already sold, held or promised to the
 * waiting list; seats a raised capacity adds are offered to the line first, in the same transaction.
 */
export async function updateEvent(db: Db, actorId: string, input: TEventUpdateInput, now: Date): Promise<{ id: number }> {
  const { id, ...fields } = input;
  const data = toEventData(fields);
  await db.transaction(async (sql) => {
    const before = await findEvent(sql, id);
    if (!before) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
    await lockForDecision(sql, { eventId: id });
    const taken = (await seatsTakenNow(sql, id, now))?.taken ?? 0;
    if (fields.capacity < taken) throw new DomainError("CONFLICT", ADMIN_REFUSALS.capacityBelowSold(taken));
    const changed = Object.entries(data)
      .filter(([key, value]) => comparable(before[key as keyof Event]) !== comparable(value))
      .map(([key]) => key);
    await updateEventColumns(sql, id, data, now);
    if (before.priceMinor !== data.priceMinor) await setDefaultTicketTypePrice(sql, id, data.priceMinor);
    if (await changeJoinLink(sql, id, before.joinLink, fields.joinLink, now)) changed.push("joinLink");
    const priceChange = before.priceMinor !== data.priceMinor ? { priceMinor: { from: before.priceMinor, to: data.priceMinor } } : {};
    await recordAudit(sql, { actorId, action: "event.update", target: `event:${id}`, detail: { name: fields.name, changed, ...priceChange } }, now);
    if (fields.capacity > before.capacity) await offerReturnedSeats(sql, id, now);
  });
  return { id };
}

/** Publishes (shown on /events) or unpublishes the event. */
export async function setEventPublished(db: Db, actorId: string, id: number, published: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await existingEvent(tx, id);
    await saveEventFields(tx, id, { isPublished: published });
    await recordAudit(tx, { actorId, action: published ? "event.publish" : "event.unpublish", target: `event:${id}`, detail: { name: event.name } }, now);
  });
}

/** Closes (or reopens) registration: a closed event shows "Registration closed" and takes no order. */
export async function setEventRegistrable(db: Db, actorId: string, id: number, open: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const event = await existingEvent(tx, id);
    await saveEventFields(tx, id, { isRegistrable: open });
    await recordAudit(tx, { actorId, action: open ? "event.openRegistration" : "event.closeRegistration", target: `event:${id}`, detail: { name: event.name } }, now);
  });
}
