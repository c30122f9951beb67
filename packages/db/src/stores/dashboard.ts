import { readTime, type SqlRunner } from "../sql-runner";

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
export async function listEventSales(sql: SqlRunner, since: Date, now: Date): Promise<EventSalesRow[]> {
  const rows = await sql.all(
    `SELECT e."id", e."name", e."capacity", e."dateStart", e."dateEnd", e."timeZone", e."isPublished",
            COALESCE(s."paid", 0) AS "sold",
            (SELECT COALESCE(SUM(o."quantity"), 0) FROM "Order" o WHERE o."eventId" = e."id" AND o."status" = 'pending' AND o."expiresAt" > ?) AS "held",
            (SELECT COUNT(*) FROM "Order" o WHERE o."eventId" = e."id" AND o."status" = 'paid' AND o."discountId" IS NOT NULL) AS "discountUses"
     FROM "Event" e LEFT JOIN "EventSeats" s ON s."eventId" = e."id"
     WHERE e."dateEnd" >= ? ORDER BY e."dateStart", e."id"`,
    [now, since],
  );
  return rows.map((row) => ({
    eventId: Number(row.id),
    name: String(row.name),
    capacity: Number(row.capacity),
    dateStart: readTime(row.dateStart) ?? new Date(Number.NaN),
    dateEnd: readTime(row.dateEnd) ?? new Date(Number.NaN),
    timeZone: String(row.timeZone),
    isPublished: Boolean(row.isPublished),
    sold: Number(row.sold),
    held: Number(row.held),
    discountUses: Number(row.discountUses),
  }));
}

/** Money kept from orders (taken, less what was refunded), per event and currency, in minor units. */
export async function sumRevenue(sql: SqlRunner, eventIds: number[]): Promise<Array<{ eventId: number; currency: string; totalMinor: number }>> {
  if (eventIds.length === 0) return [];
  const rows = await sql.all(
    `SELECT "eventId", "currency", SUM("totalMinor" - "refundedMinor") AS "total" FROM "Order"
     WHERE "status" IN ('paid', 'refunded') AND "eventId" IN (${eventIds.map(() => "?").join(", ")}) GROUP BY "eventId", "currency"`,
    eventIds,
  );
  return rows.map((row) => ({ eventId: Number(row.eventId), currency: String(row.currency), totalMinor: Number(row.total) }));
}

/** Tickets issued per UTC day (YYYY-MM-DD) for one event, oldest day first. */
export async function countTicketsPerDay(sql: SqlRunner, eventId: number): Promise<Array<{ day: string; tickets: number }>> {
  const day = sql.engine === "postgres" ? `to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : `substr("createdAt", 1, 10)`;
  const rows = await sql.all(`SELECT ${day} AS "day", COUNT(*) AS "n" FROM "Ticket" WHERE "eventId" = ? GROUP BY ${day} ORDER BY ${day}`, [eventId]);
  return rows.map((row) => ({ day: String(row.day), tickets: Number(row.n) }));
}

export interface CheckInProgress {
  expected: number;
  checkedIn: number;
  perDesk: Array<{ deviceId: string; accepted: number }>;
  lastScans: Array<{ at: Date; deviceId: string; result: string; firstName: string; lastName: string; ticketNumber: number; orderId: number }>;
}

/** An event's check-in: valid tickets against those checked in, accepted scans per desk, and the latest scans. */
export async function readCheckInProgress(sql: SqlRunner, eventId: number, lastScans: number): Promise<CheckInProgress> {
  const counts = await sql.get(
    `SELECT COUNT(*) AS "expected", COUNT("checkedInAt") AS "checkedIn" FROM "Ticket" WHERE "eventId" = ? AND "status" = 'valid'`,
    [eventId],
  );
  const desks = await sql.all(
    `SELECT c."deviceId", COUNT(*) AS "n" FROM "CheckIn" c JOIN "Ticket" t ON t."id" = c."ticketId"
     WHERE t."eventId" = ? AND c."result" = 'accepted' GROUP BY c."deviceId" ORDER BY c."deviceId"`,
    [eventId],
  );
  const scans = await sql.all(
    `SELECT c."scannedAt", c."deviceId", c."result", t."firstName", t."lastName", t."number", t."orderId" FROM "CheckIn" c JOIN "Ticket" t ON t."id" = c."ticketId"
     WHERE t."eventId" = ? ORDER BY c."scannedAt" DESC, c."id" DESC LIMIT ?`,
    [eventId, lastScans],
  );
  return {
    expected: Number(counts?.expected ?? 0),
    checkedIn: Number(counts?.checkedIn ?? 0),
    perDesk: desks.map((row) => ({ deviceId: String(row.deviceId), accepted: Number(row.n) })),
    lastScans: scans.map((row) => ({
      at: readTime(row.scannedAt) ?? new Date(Number.NaN),
      deviceId: String(row.deviceId),
      result: String(row.result),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      ticketNumber: Number(row.number),
      orderId: Number(row.orderId),
    })),
  };
}
