import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import type { Event } from "../rows";

/** What the sale rules read of an event. */
export type SaleEvent = Pick<
  Event,
  "id" | "name" | "eventCategory" | "capacity" | "priceMinor" | "currency" | "isOnline" | "isPublic" | "isRegistrable" | "registrationDeadline" | "dateStart" | "dateEnd"
>;

/** A published event as the sale rules read it, or null. */
export async function findSaleEvent(db: Queries, eventId: number): Promise<SaleEvent | null> {
  return (await saleEvent.first(db, { eventId })) ?? null;
}

const saleEvent = prepare((q, v: { eventId: number }) =>
  q
    .selectFrom("Event")
    .select(["id", "name", "eventCategory", "capacity", "priceMinor", "currency", "isOnline", "isPublic", "isRegistrable", "registrationDeadline", "dateStart", "dateEnd"])
    .where("id", "=", v.eventId)
    .where("isPublished", "=", true),
);

export async function findEvent(db: Queries, id: number): Promise<Event | null> {
  return (await db.query.selectFrom("Event").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function eventExists(db: Queries, id: number): Promise<boolean> {
  return (await db.query.selectFrom("Event").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function isEventSlugTaken(db: Queries, slug: string): Promise<boolean> {
  return (await db.query.selectFrom("Event").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined;
}

export async function findEventSlug(db: Queries, id: number): Promise<string | null> {
  return (await db.query.selectFrom("Event").select("slug").where("id", "=", id).executeTakeFirst())?.slug ?? null;
}

export async function findEventName(db: Queries, id: number): Promise<{ id: number; name: string } | null> {
  return (await db.query.selectFrom("Event").select(["id", "name"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Every event, published or not, past ones included; the latest start first. */
export function listEventsForAdmin(db: Queries): Promise<Event[]> {
  return db.query.selectFrom("Event").selectAll().orderBy("dateStart", "desc").orderBy("id", "desc").execute();
}

/** Every published event, soonest first. */
export function listPublishedEvents(db: Queries): Promise<Event[]> {
  return db.query.selectFrom("Event").selectAll().where("isPublished", "=", true).orderBy("dateStart", "asc").orderBy("id", "asc").execute();
}

/** Published in-person events not over at `now`, soonest first. */
export function listInPersonEventsNotOver(db: Queries, now: Date): Promise<Event[]> {
  return db.query
    .selectFrom("Event")
    .selectAll()
    .where("isPublished", "=", true)
    .where("isOnline", "=", false)
    .where("dateEnd", ">", now)
    .orderBy("dateStart", "asc")
    .execute();
}

/** The columns organisers edit (see updateEventColumns). */
const EDITABLE_COLUMNS = [
  "name", "eventCategory", "description", "isOnline", "isPublic", "place", "location", "features", "dateStart", "dateEnd", "timeZone", "year", "priceMinor",
  "currency", "capacity", "offerHours", "registrationDeadline", "isRegistrable", "isPublished", "checklist", "images", "label", "expiredRefundDate",
  "nameVi", "descriptionVi", "featuresVi", "checklistVi", "eventCategoryVi", "placeVi", "locationVi", "checkInOpensAt", "checkInClosesAt",
] as const;

/** An event's fields as organisers enter them. */
export type EventColumns = Pick<Event, (typeof EDITABLE_COLUMNS)[number]>;

/** Only the organiser-edited columns of `columns`. */
const editable = (columns: EventColumns): EventColumns => Object.fromEntries(EDITABLE_COLUMNS.map((key) => [key, columns[key]])) as EventColumns;

/** Writes a new event with the organiser-edited columns, its slug and its (sealed) join link. */
export async function insertEvent(db: Queries, data: EventColumns & Pick<Event, "slug" | "joinLink">): Promise<{ id: number }> {
  const now = new Date();
  return db.query
    .insertInto("Event")
    .values({ ...data, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** Writes the given fields of an event. */
export async function saveEventFields(db: Queries, id: number, data: Partial<Pick<Event, "isPublished" | "isRegistrable">>): Promise<void> {
  await db.query.updateTable("Event").set({ ...data, updatedAt: new Date() }).where("id", "=", id).execute();
}

/** Writes the organiser-edited columns of an event (inside the caller's transaction, when it has one). */
export async function updateEventColumns(db: Queries, id: number, columns: EventColumns, now: Date): Promise<void> {
  await db.query.updateTable("Event").set({ ...editable(columns), updatedAt: now }).where("id", "=", id).execute();
}
