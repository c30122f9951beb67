import { lockForDecision } from "../locks";
import { readTime, type SqlRunner } from "../sql-runner";

/**
 * The seats of an event, as two counters in its "EventSeats" row: `paid` (paid orders, less their
 * refunded tickets) and `held`
 * (pending orders, whether or not their hold has run out yet). Every change of an order's status
 * goes through this store inside the order's transaction, so the counters always equal what the
 * orders say (`npm run db:check` recounts them). Taking seats is one conditional update, atomic on
 * both engines: two buyers can never take the same last seat.
 */
export type SeatKind = "paid" | "held";

const column = (kind: SeatKind) => (kind === "paid" ? `"paid"` : `"held"`);

/**
 * Takes `seats` more seats if the capacity allows them, leaving the seats promised to the waiting
 * list (`offered`) alone; false when it does not. Runs after sweepExpiredHolds, which locks the
 * event's seat row through lockForDecision (and creates it on the first sale).
 */
export async function takeSeats(sql: SqlRunner, eventId: number, seats: number, kind: SeatKind): Promise<boolean> {
  const changed = await sql.run(
    `UPDATE "EventSeats" SET ${column(kind)} = ${column(kind)} + ?
     WHERE "eventId" = ? AND "paid" + "held" + "offered" + ? <= (SELECT "capacity" FROM "Event" WHERE "id" = ?)`,
    [seats, eventId, seats, eventId],
  );
  return changed === 1;
}

export async function releaseSeats(sql: SqlRunner, eventId: number, seats: number, kind: SeatKind): Promise<void> {
  await sql.run(`UPDATE "EventSeats" SET ${column(kind)} = ${column(kind)} - ? WHERE "eventId" = ?`, [seats, eventId]);
}

/** Held seats become paid ones (the hold they were taken for is being paid). */
export async function payHeldSeats(sql: SqlRunner, eventId: number, seats: number): Promise<void> {
  await sql.run(`UPDATE "EventSeats" SET "held" = "held" - ?, "paid" = "paid" + ? WHERE "eventId" = ?`, [seats, seats, eventId]);
}

/**
 * Holds of the event whose time has run out stop holding: their orders become expired and their
 * seats go back on sale. Run before deciding on the event's seats.
 */
export async function sweepExpiredHolds(sql: SqlRunner, eventId: number, now: Date): Promise<void> {
  await lockForDecision(sql, { eventId: eventId });
  const rows = await sql.all<{ quantity: number }>(
    `UPDATE "Order" SET "status" = 'expired' WHERE "eventId" = ? AND "status" = 'pending' AND "expiresAt" <= ? RETURNING "quantity"`,
    [eventId, now],
  );
  const seats = rows.reduce((sum, row) => sum + Number(row.quantity), 0);
  if (seats > 0) await releaseSeats(sql, eventId, seats, "held");
}

/** Paid, held and promised seats, less the holds that ran out but were not released yet (one `?`: now). */
const TAKEN = `COALESCE(s."paid", 0) + COALESCE(s."held", 0) + COALESCE(s."offered", 0)
  - (SELECT COALESCE(SUM(o."quantity"), 0) FROM "Order" o WHERE o."eventId" = e."id" AND o."status" = 'pending' AND o."expiresAt" <= ?)`;

/** The event's capacity and the seats taken of it now: paid, plus holds still running, plus promised to the waiting list. */
export async function seatsTakenNow(sql: SqlRunner, eventId: number, now: Date): Promise<{ capacity: number; taken: number } | undefined> {
  const row = await sql.get(
    `SELECT e."capacity", ${TAKEN} AS "taken" FROM "Event" e LEFT JOIN "EventSeats" s ON s."eventId" = e."id" WHERE e."id" = ?`,
    [now, eventId],
  );
  return row && { capacity: Number(row.capacity), taken: Number(row.taken) };
}

/** Seats taken per event as a visitor sees them: paid, plus holds still running, plus promised to the waiting list. */
export async function seatsTaken(sql: SqlRunner, eventIds: readonly number[], now: Date): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await sql.all(
    `SELECT e."id", ${TAKEN} AS "taken" FROM "Event" e LEFT JOIN "EventSeats" s ON s."eventId" = e."id" WHERE e."id" IN (${eventIds.map(() => "?").join(", ")})`,
    [now, ...eventIds],
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.taken)]));
}

export interface SeatDrift {
  eventId: number;
  paidSeats: number;
  heldSeats: number;
  offeredSeats: number;
  paidCounted: number;
  heldCounted: number;
  offeredCounted: number;
}

const COUNTED = `SELECT e."id" AS "eventId", COALESCE(s."paid", 0) AS "paidSeats", COALESCE(s."held", 0) AS "heldSeats", COALESCE(s."offered", 0) AS "offeredSeats",
    (SELECT COALESCE(SUM(o."quantity" - o."refundedSeats"), 0) FROM "Order" o WHERE o."eventId" = e."id" AND o."status" = 'paid') AS "paidCounted",
    (SELECT COALESCE(SUM(o."quantity"), 0) FROM "Order" o WHERE o."eventId" = e."id" AND o."status" = 'pending') AS "heldCounted",
    (SELECT COALESCE(SUM(w."seats"), 0) FROM "WaitingListEntry" w WHERE w."eventId" = e."id" AND w."status" = 'offered') AS "offeredCounted"
  FROM "Event" e LEFT JOIN "EventSeats" s ON s."eventId" = e."id"`;

/** Events whose counters differ from their orders and waiting-list offers, recounted. */
export async function findSeatDrift(sql: SqlRunner): Promise<SeatDrift[]> {
  const rows = await sql.all(`SELECT * FROM (${COUNTED}) c WHERE c."paidSeats" <> c."paidCounted" OR c."heldSeats" <> c."heldCounted" OR c."offeredSeats" <> c."offeredCounted"`);
  return rows.map((row) => ({
    eventId: Number(row.eventId),
    paidSeats: Number(row.paidSeats),
    heldSeats: Number(row.heldSeats),
    offeredSeats: Number(row.offeredSeats),
    paidCounted: Number(row.paidCounted),
    heldCounted: Number(row.heldCounted),
    offeredCounted: Number(row.offeredCounted),
  }));
}

/** Sets each drifted event's counters to what its orders and open waiting-list offers say. */
export async function repairSeatCounters(sql: SqlRunner, drift: readonly SeatDrift[]): Promise<void> {
  for (const event of drift) {
    await lockForDecision(sql, { eventId: event.eventId });
    await sql.run(
      `UPDATE "EventSeats" SET
         "paid" = (SELECT COALESCE(SUM("quantity" - "refundedSeats"), 0) FROM "Order" WHERE "eventId" = ? AND "status" = 'paid'),
         "held" = (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "eventId" = ? AND "status" = 'pending'),
         "offered" = (SELECT COALESCE(SUM("seats"), 0) FROM "WaitingListEntry" WHERE "eventId" = ? AND "status" = 'offered')
       WHERE "eventId" = ?`,
      [event.eventId, event.eventId, event.eventId, event.eventId],
    );
  }
}

/** When the next running hold of any event runs out (the moment some seats come back on sale), or null. */
export async function nextHoldExpiry(sql: SqlRunner, now: Date): Promise<Date | null> {
  const row = await sql.get(`SELECT MIN("expiresAt") AS "next" FROM "Order" WHERE "status" = 'pending' AND "expiresAt" > ?`, [now]);
  return readTime(row?.next);
}
