import { sql } from "kysely";
import type { Queries } from "../database";

export interface EventSalesRow {
  eventId: number;
  name: string;
  capacity: number;
  dateStart: Date;
  dateEnd: Date;
  timeZone: string;
  isPublished: boolean;
  /** Seats of paid orders. */
  sold: number;
  /** Seats of holds still running. */
  held: number;
  discountUses: number;
}

/** Per event not over before `since`: capacity, seats sold and held now, and paid orders that used a code. */
export async function listEventSales(db: Queries, since: Date, now: Date): Promise<EventSalesRow[]> {
  return db.query
    .selectFrom("Event as e")
    .leftJoin("EventSeats as s", "s.eventId", "e.id")
    .select((eb) => [
      "e.id as eventId",
      "e.name",
      "e.capacity",
      "e.dateStart",
      "e.dateEnd",
      "e.timeZone",
      "e.isPublished",
      eb.fn.coalesce("s.paid", eb.lit(0)).as("sold"),
      eb
        .selectFrom("Order as o")
        .select((o) => o.fn.coalesce(o.fn.sum<number>("o.quantity"), o.lit(0)).as("held"))
        .whereRef("o.eventId", "=", "e.id")
        .where("o.status", "=", "pending")
        .where("o.expiresAt", ">", now)
        .$asScalar()
        .as("held"),
      eb
        .selectFrom("Order as o")
        .select((o) => o.fn.countAll<number>().as("discountUses"))
        .whereRef("o.eventId", "=", "e.id")
        .where("o.status", "=", "paid")
        .where("o.discountId", "is not", null)
        .$asScalar()
        .as("discountUses"),
    ])
    .where("e.dateEnd", ">=", since)
    .orderBy("e.dateStart")
    .orderBy("e.id")
    .execute();
}

/** Money kept from orders (taken, less what was refunded), per event and currency, in minor units. */
export async function sumRevenue(db: Queries, eventIds: number[]): Promise<Array<{ eventId: number; currency: string; totalMinor: number }>> {
  if (eventIds.length === 0) return [];
  return db.query
    .selectFrom("Order")
    .select((eb) => ["eventId", "currency", eb.fn.sum<number>(eb("totalMinor", "-", eb.ref("refundedMinor"))).as("totalMinor")])
    .where("status", "in", ["paid", "refunded"])
    .where("eventId", "in", eventIds)
    .groupBy(["eventId", "currency"])
    .execute();
}

/** Tickets issued per UTC day (YYYY-MM-DD) for one event, oldest day first. */
export async function countTicketsPerDay(db: Queries, eventId: number): Promise<Array<{ day: string; tickets: number }>> {
  const day =
    db.engine === "postgres" ? sql<string>`to_char(${sql.ref("createdAt")} AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(${sql.ref("createdAt")}, 1, 10)`;
  return db.query
    .selectFrom("Ticket")
    .select((eb) => [day.as("day"), eb.fn.countAll<number>().as("tickets")])
    .where("eventId", "=", eventId)
    .groupBy(day)
    .orderBy(day)
    .execute();
}

export interface CheckInProgress {
  expected: number;
  checkedIn: number;
  /** A desk's name is the one it last checked in under (null before desks had names). */
  perDesk: Array<{ deviceId: string; deskName: string | null; accepted: number }>;
  lastScans: Array<{ at: Date; deviceId: string; deskName: string | null; result: string; firstName: string; lastName: string; ticketNumber: number; orderId: number }>;
}

/** An event's check-in: valid tickets against those checked in, accepted scans per desk, and the latest scans. */
export async function readCheckInProgress(db: Queries, eventId: number, lastScans: number): Promise<CheckInProgress> {
  const counts = await db.query
    .selectFrom("Ticket")
    .select((eb) => [eb.fn.countAll<number>().as("expected"), eb.fn.count<number>("checkedInAt").as("checkedIn")])
    .where("eventId", "=", eventId)
    .where("status", "=", "valid")
    .executeTakeFirstOrThrow();
  const perDesk = await db.query
    .selectFrom("CheckIn as c")
    .innerJoin("Ticket as t", "t.id", "c.ticketId")
    .select((eb) => ["c.deviceId", eb.fn.max("c.deskName").as("deskName"), eb.fn.countAll<number>().as("accepted")])
    .where("t.eventId", "=", eventId)
    .where("c.result", "=", "accepted")
    .groupBy("c.deviceId")
    .orderBy("c.deviceId")
    .execute();
  const scans = await db.query
    .selectFrom("CheckIn as c")
    .innerJoin("Ticket as t", "t.id", "c.ticketId")
    .select(["c.scannedAt as at", "c.deviceId", "c.deskName", "c.result", "t.firstName", "t.lastName", "t.number as ticketNumber", "t.orderId"])
    .where("t.eventId", "=", eventId)
    .orderBy("c.scannedAt", "desc")
    .orderBy("c.id", "desc")
    .limit(lastScans)
    .execute();
  return { expected: counts.expected, checkedIn: counts.checkedIn, perDesk, lastScans: scans };
}
