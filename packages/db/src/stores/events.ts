import type { Event } from "../generated/prisma/client";
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
