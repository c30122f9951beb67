import type { Queries } from "../database";

/**
 * The dashboard's and the live check-in's reads: a few rows of counters per event (kept by
 * event-figures in the transaction of each change), however many tickets were sold.
 */

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
      eb.fn.coalesce("s.discountUses", eb.lit(0)).as("discountUses"),
    ])
    .where("e.dateEnd", ">=", since)
    .orderBy("e.dateStart")
    .orderBy("e.id")
    .execute();
}

/** Money kept from orders (taken, less what was refunded), per event and currency, in minor units. */
export async function listEventRevenue(db: Queries, eventIds: number[]): Promise<Array<{ eventId: number; currency: string; totalMinor: number }>> {
  if (eventIds.length === 0) return [];
  return db.query.selectFrom("EventRevenue").select(["eventId", "currency", "totalMinor"]).where("eventId", "in", eventIds).orderBy("eventId").orderBy("currency").execute();
}

/** Tickets issued per UTC day (YYYY-MM-DD) of each event, oldest day first. */
export async function listTicketsPerDay(db: Queries, eventIds: number[]): Promise<Array<{ eventId: number; day: string; tickets: number }>> {
  if (eventIds.length === 0) return [];
  return db.query.selectFrom("EventTicketDay").select(["eventId", "day", "tickets"]).where("eventId", "in", eventIds).orderBy("eventId").orderBy("day").execute();
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
    .selectNoFrom((eb) => [
      eb.fn.coalesce(eb.selectFrom("EventSeats").select("validTickets").where("eventId", "=", eventId).$asScalar(), eb.lit(0)).as("expected"),
      eb.fn.coalesce(eb.selectFrom("EventCheckInFigures").select("checkedIn").where("eventId", "=", eventId).$asScalar(), eb.lit(0)).as("checkedIn"),
    ])
    .executeTakeFirstOrThrow();
  const perDesk = await db.query
    .selectFrom("DeskCheckIns")
    .select(["deviceId", "deskName", "accepted"])
    .where("eventId", "=", eventId)
    .where("accepted", ">", 0)
    .orderBy("deviceId")
    .execute();
  const scans = await db.query
    .selectFrom("CheckIn as c")
    .innerJoin("Ticket as t", "t.id", "c.ticketId")
    .select(["c.scannedAt as at", "c.deviceId", "c.deskName", "c.result", "t.firstName", "t.lastName", "t.number as ticketNumber", "t.orderId"])
    .where("c.eventId", "=", eventId)
    .orderBy("c.scannedAt", "desc")
    .orderBy("c.id", "desc")
    .limit(lastScans)
    .execute();
  return { expected: counts.expected, checkedIn: counts.checkedIn, perDesk, lastScans: scans };
}
