import type { Event, Prisma } from "../generated/prisma/client";
import { readTime, type SqlRunner } from "../sql-runner";

/** What the sale rules read of an event. */
export type SaleEvent = Pick<
  Event,
  "id" | "name" | "eventCategory" | "capacity" | "priceMinor" | "currency" | "isOnline" | "isPublic" | "isRegistrable" | "registrationDeadline" | "dateStart" | "dateEnd"
>;

/** A published event as the sale rules read it, or null. */
export async function findSaleEvent(sql: SqlRunner, eventId: number): Promise<SaleEvent | null> {
  const row = await sql.get(
    `SELECT "id", "name", "eventCategory", "capacity", "priceMinor", "currency", "isOnline", "isPublic", "isRegistrable", "registrationDeadline", "dateStart", "dateEnd"
     FROM "Event" WHERE "id" = ? AND "isPublished" = TRUE`,
    [eventId],
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    name: String(row.name),
    eventCategory: String(row.eventCategory),
    capacity: Number(row.capacity),
    priceMinor: Number(row.priceMinor),
    currency: String(row.currency),
    isOnline: Boolean(row.isOnline),
    isPublic: Boolean(row.isPublic),
    isRegistrable: Boolean(row.isRegistrable),
    registrationDeadline: readTime(row.registrationDeadline),
    dateStart: readTime(row.dateStart) ?? new Date(Number.NaN),
    dateEnd: readTime(row.dateEnd) ?? new Date(Number.NaN),
  };
}

export function findEvent(db: Prisma.TransactionClient, id: number): Promise<Event | null> {
  return db.event.findUnique({ where: { id } });
}

export async function eventExists(db: Prisma.TransactionClient, id: number): Promise<boolean> {
  return (await db.event.findUnique({ where: { id }, select: { id: true } })) !== null;
}

export async function isEventSlugTaken(db: Prisma.TransactionClient, slug: string): Promise<boolean> {
  return (await db.event.findUnique({ where: { slug }, select: { id: true } })) !== null;
}

export async function findEventSlug(db: Prisma.TransactionClient, id: number): Promise<string | null> {
  return (await db.event.findUnique({ where: { id }, select: { slug: true } }))?.slug ?? null;
}

export function findEventName(db: Prisma.TransactionClient, id: number): Promise<{ id: number; name: string } | null> {
  return db.event.findUnique({ where: { id }, select: { id: true, name: true } });
}

/** Every event, published or not, past ones included; the latest start first. */
export function listEventsForAdmin(db: Prisma.TransactionClient): Promise<Event[]> {
  return db.event.findMany({ orderBy: [{ dateStart: "desc" }, { id: "desc" }] });
}

/** Every published event, soonest first. */
export function listPublishedEvents(db: Prisma.TransactionClient): Promise<Event[]> {
  return db.event.findMany({ where: { isPublished: true }, orderBy: [{ dateStart: "asc" }, { id: "asc" }] });
}

/** Published in-person events not over at `now`, soonest first. */
export function listInPersonEventsNotOver(db: Prisma.TransactionClient, now: Date): Promise<Event[]> {
  return db.event.findMany({ where: { isPublished: true, isOnline: false, dateEnd: { gt: now } }, orderBy: { dateStart: "asc" } });
}

export function insertEvent(db: Prisma.TransactionClient, data: Prisma.EventUncheckedCreateInput): Promise<{ id: number }> {
  return db.event.create({ data, select: { id: true } });
}

/** Writes the given fields of an event. */
export async function saveEventFields(db: Prisma.TransactionClient, id: number, data: Prisma.EventUncheckedUpdateInput): Promise<void> {
  await db.event.update({ where: { id }, data });
}

const BOOLEAN_COLUMNS = new Set(["isOnline", "isPublic", "isRegistrable", "isPublished"]);
const TIME_COLUMNS = new Set(["dateStart", "dateEnd", "registrationDeadline", "expiredRefundDate", "createdAt", "updatedAt", "cancelledAt", "sensitiveDataErasedAt"]);
/** The columns organisers edit (see updateEventColumns). */
const EDITABLE_COLUMNS = [
  "name", "eventCategory", "description", "isOnline", "isPublic", "place", "location", "features", "dateStart", "dateEnd", "timeZone", "year", "priceMinor",
  "currency", "capacity", "offerHours", "registrationDeadline", "isRegistrable", "isPublished", "checklist", "images", "label", "expiredRefundDate",
  "nameVi", "descriptionVi", "featuresVi", "checklistVi",
] as const;

/** An event's fields as organisers enter them. */
export type EventColumns = Pick<Event, (typeof EDITABLE_COLUMNS)[number]>;

/** An event row read inside a transaction of the SQL runner, typed as Prisma types it. */
export async function findEventIn(sql: SqlRunner, id: number): Promise<Event | null> {
  const row = await sql.get(`SELECT * FROM "Event" WHERE "id" = ?`, [id]);
  if (!row) return null;
  const event: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (BOOLEAN_COLUMNS.has(key)) event[key] = value === true || Number(value) === 1;
    else if (TIME_COLUMNS.has(key)) event[key] = readTime(value);
    else event[key] = value ?? null;
  }
  return event as unknown as Event;
}

/** Writes the organiser-edited columns of an event inside the caller's transaction. */
export async function updateEventColumns(sql: SqlRunner, id: number, columns: EventColumns, now: Date): Promise<void> {
  await sql.run(`UPDATE "Event" SET ${EDITABLE_COLUMNS.map((key) => `"${key}" = ?`).join(", ")}, "updatedAt" = ? WHERE "id" = ?`, [
    ...EDITABLE_COLUMNS.map((key) => columns[key]),
    now,
    id,
  ]);
}
