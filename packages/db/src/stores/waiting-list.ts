import { readTime, type Row, type SqlRunner } from "../sql-runner";
import type { SeatKind } from "./seats";

/**
 * The waiting lists of events: one row per person and event, in line by id. A running offer's seats
 * are counted in the event's "EventSeats"."offered", moved there by the same statement that makes the
 * offer, so the public sale (seats.takeSeats) never takes them and offers never pass the capacity.
 */
export type WaitingStatus = "waiting" | "offered" | "claimed" | "purchased" | "expired" | "left" | "removed";

/** Statuses of people still in line: waiting, holding an offer, or paying for it. */
const ACTIVE = `('waiting', 'offered', 'claimed')`;

export interface WaitingEntry {
  id: number;
  eventId: number;
  userId: string;
  seats: number;
  status: WaitingStatus;
  createdAt: Date;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  hasOfferLink: boolean;
  orderId: number | null;
}

function toEntry(row: Row): WaitingEntry {
  return {
    id: Number(row.id),
    eventId: Number(row.eventId),
    userId: String(row.userId),
    seats: Number(row.seats),
    status: String(row.status) as WaitingStatus,
    createdAt: readTime(row.createdAt) ?? new Date(Number.NaN),
    offeredAt: readTime(row.offeredAt),
    offerExpiresAt: readTime(row.offerExpiresAt),
    hasOfferLink: row.offerTokenHash !== null && row.offerTokenHash !== undefined,
    orderId: row.orderId === null || row.orderId === undefined ? null : Number(row.orderId),
  };
}

export async function insertWaitingEntry(sql: SqlRunner, entry: { eventId: number; userId: string; seats: number }, now: Date): Promise<number> {
  const row = await sql.get(`INSERT INTO "WaitingListEntry" ("eventId", "userId", "seats", "status", "createdAt") VALUES (?, ?, ?, 'waiting', ?) RETURNING "id"`, [
    entry.eventId,
    entry.userId,
    entry.seats,
    now,
  ]);
  if (!row) throw new Error("The waiting-list entry was not written.");
  return Number(row.id);
}

export async function findWaitingEntry(sql: SqlRunner, id: number): Promise<WaitingEntry | null> {
  const row = await sql.get(`SELECT * FROM "WaitingListEntry" WHERE "id" = ?`, [id]);
  return row ? toEntry(row) : null;
}

/** The entry whose offer link carries the token of this hash, with its event's names. */
export async function findWaitingEntryByTokenHash(sql: SqlRunner, tokenHash: string): Promise<(WaitingEntry & { eventName: string; eventNameVi: string }) | null> {
  const row = await sql.get(`SELECT w.*, e."name" AS "eventName", e."nameVi" AS "eventNameVi" FROM "WaitingListEntry" w JOIN "Event" e ON e."id" = w."eventId" WHERE w."offerTokenHash" = ?`, [
    tokenHash,
  ]);
  return row ? { ...toEntry(row), eventName: String(row.eventName), eventNameVi: String(row.eventNameVi) } : null;
}

/** The person's place in the event's line, if they are still in it. */
export async function findActiveWaitingEntry(sql: SqlRunner, userId: string, eventId: number): Promise<WaitingEntry | null> {
  const row = await sql.get(`SELECT * FROM "WaitingListEntry" WHERE "userId" = ? AND "eventId" = ? AND "status" IN ${ACTIVE}`, [userId, eventId]);
  return row ? toEntry(row) : null;
}

/** Whether anyone is in the event's line (one indexed look-up, run before every seat decision). */
export async function hasActiveWaitingList(sql: SqlRunner, eventId: number): Promise<boolean> {
  const row = await sql.get(
    `SELECT w."id" FROM "WaitingListEntry" w JOIN "Event" e ON e."id" = w."eventId" WHERE w."eventId" = ? AND w."status" IN ${ACTIVE} AND e."cancelledAt" IS NULL LIMIT 1`,
    [eventId],
  );
  return row !== undefined;
}

/** Events with someone in line, for the sweep that expires offers and offers seats that came back. */
export async function eventsWithActiveWaitingLists(sql: SqlRunner): Promise<number[]> {
  const rows = await sql.all(
    `SELECT DISTINCT w."eventId" FROM "WaitingListEntry" w JOIN "Event" e ON e."id" = w."eventId" WHERE w."status" IN ${ACTIVE} AND e."cancelledAt" IS NULL`,
  );
  return rows.map((row) => Number(row.eventId));
}

/** Offers whose time ran out end, and their seats stop being promised. Returns how many ended. */
export async function expireOffers(sql: SqlRunner, eventId: number, now: Date): Promise<number> {
  const rows = await sql.all(
    `UPDATE "WaitingListEntry" SET "status" = 'expired', "endedAt" = ? WHERE "eventId" = ? AND "status" = 'offered' AND "offerExpiresAt" <= ? RETURNING "seats"`,
    [now, eventId, now],
  );
  const seats = rows.reduce((sum, row) => sum + Number(row.seats), 0);
  if (seats > 0) await sql.run(`UPDATE "EventSeats" SET "offered" = "offered" - ? WHERE "eventId" = ?`, [seats, eventId]);
  return rows.length;
}

/** Claimed offers whose order was paid, or whose hold ended unpaid (the seats came back), with that order's status. */
export async function findSettledClaims(sql: SqlRunner, eventId: number): Promise<Array<WaitingEntry & { orderStatus: string }>> {
  const rows = await sql.all(
    `SELECT w.*, o."status" AS "orderStatus" FROM "WaitingListEntry" w JOIN "Order" o ON o."id" = w."orderId"
     WHERE w."eventId" = ? AND w."status" = 'claimed' AND o."status" IN ('paid', 'expired', 'cancelled', 'refunded')`,
    [eventId],
  );
  return rows.map((row) => ({ ...toEntry(row), orderStatus: String(row.orderStatus) }));
}

/** The people waiting for an offer, first in line first. */
export async function findWaitingInLine(sql: SqlRunner, eventId: number): Promise<WaitingEntry[]> {
  const rows = await sql.all(`SELECT * FROM "WaitingListEntry" WHERE "eventId" = ? AND "status" = 'waiting' ORDER BY "id"`, [eventId]);
  return rows.map(toEntry);
}

/** How many hours the event's offers hold their seats. */
export async function findOfferHours(sql: SqlRunner, eventId: number): Promise<number> {
  const row = await sql.get(`SELECT "offerHours" FROM "Event" WHERE "id" = ?`, [eventId]);
  return Number(row?.offerHours ?? 24);
}

/** Seats nobody has, holds or was promised: what an offer may give. Run after the expired holds were released. */
export async function unpromisedSeats(sql: SqlRunner, eventId: number): Promise<number> {
  const row = await sql.get(
    `SELECT e."capacity" - COALESCE(s."paid", 0) - COALESCE(s."held", 0) - COALESCE(s."offered", 0) AS "free"
     FROM "Event" e LEFT JOIN "EventSeats" s ON s."eventId" = e."id" WHERE e."id" = ?`,
    [eventId],
  );
  return Math.max(0, Number(row?.free ?? 0));
}

/**
 * Promises the entry `seats` seats until `expiresAt` (the seats it asked for, or fewer when staff
 * offer them by hand), if the capacity still has them: one conditional update of the seat row, like
 * a sale. An entry that was claimed gets its offer back (its hold ended). False when the seats are not free.
 */
export async function promiseSeats(sql: SqlRunner, entry: Pick<WaitingEntry, "id" | "eventId" | "seats" | "status">, offer: { offeredAt: Date; expiresAt: Date }): Promise<boolean> {
  const taken = await sql.run(
    `UPDATE "EventSeats" SET "offered" = "offered" + ?
     WHERE "eventId" = ? AND "paid" + "held" + "offered" + ? <= (SELECT "capacity" FROM "Event" WHERE "id" = ?)`,
    [entry.seats, entry.eventId, entry.seats, entry.eventId],
  );
  if (taken !== 1) return false;
  const changed = await sql.run(`UPDATE "WaitingListEntry" SET "status" = 'offered', "seats" = ?, "offeredAt" = ?, "offerExpiresAt" = ? WHERE "id" = ? AND "status" = ?`, [
    entry.seats,
    offer.offeredAt,
    offer.expiresAt,
    entry.id,
    entry.status,
  ]);
  if (changed !== 1) throw new Error("The waiting-list entry changed while its seats were promised.");
  return true;
}

/** Ends an entry (left, removed, expired, purchased); a running offer's seats stop being promised. */
export async function endWaitingEntry(sql: SqlRunner, entry: Pick<WaitingEntry, "id" | "eventId" | "seats" | "status">, status: WaitingStatus, now: Date): Promise<boolean> {
  const changed = await sql.run(`UPDATE "WaitingListEntry" SET "status" = ?, "endedAt" = ? WHERE "id" = ? AND "status" = ?`, [status, now, entry.id, entry.status]);
  if (changed === 1 && entry.status === "offered") await sql.run(`UPDATE "EventSeats" SET "offered" = "offered" - ? WHERE "eventId" = ?`, [entry.seats, entry.eventId]);
  return changed === 1;
}

/** The person's running offer on the event, for exactly these seats. */
export async function findRunningOffer(sql: SqlRunner, userId: string, eventId: number, seats: number, now: Date): Promise<WaitingEntry | null> {
  const row = await sql.get(`SELECT * FROM "WaitingListEntry" WHERE "userId" = ? AND "eventId" = ? AND "status" = 'offered' AND "seats" = ? AND "offerExpiresAt" > ?`, [
    userId,
    eventId,
    seats,
    now,
  ]);
  return row ? toEntry(row) : null;
}

/** The promised seats become held (a checkout of the offer) or paid (a sale of it). */
export async function takePromisedSeats(sql: SqlRunner, eventId: number, seats: number, kind: SeatKind): Promise<void> {
  const column = kind === "paid" ? `"paid"` : `"held"`;
  await sql.run(`UPDATE "EventSeats" SET "offered" = "offered" - ?, ${column} = ${column} + ? WHERE "eventId" = ?`, [seats, seats, eventId]);
}

/** The offer's seats are now the order's: held by it while it is paid (claimed), or paid (purchased). */
export async function attachOfferOrder(sql: SqlRunner, entryId: number, orderId: number, status: "claimed" | "purchased", now: Date): Promise<void> {
  await sql.run(`UPDATE "WaitingListEntry" SET "status" = ?, "orderId" = ?, "endedAt" = ? WHERE "id" = ?`, [status, orderId, status === "purchased" ? now : null, entryId]);
}

/** A claimed offer's order was paid. */
export async function markOfferPurchased(sql: SqlRunner, orderId: number, now: Date): Promise<void> {
  await sql.run(`UPDATE "WaitingListEntry" SET "status" = 'purchased', "endedAt" = ? WHERE "orderId" = ? AND "status" = 'claimed'`, [now, orderId]);
}

export interface OfferToMail {
  id: number;
  eventId: number;
  eventName: string;
  eventNameVi: string;
  timeZone: string;
  seats: number;
  offerExpiresAt: Date;
  email: string;
  locale: string | null;
}

/** A running offer, as its e-mail tells it (null when the entry holds no running offer). */
export async function findOfferToMail(sql: SqlRunner, entryId: number): Promise<OfferToMail | null> {
  const rows = await sql.all(
    `SELECT w."id", w."eventId", w."seats", w."offerExpiresAt", e."name", e."nameVi", e."timeZone", u."email", u."locale"
     FROM "WaitingListEntry" w JOIN "Event" e ON e."id" = w."eventId" JOIN "User" u ON u."id" = w."userId"
     WHERE w."id" = ? AND w."status" = 'offered'`,
    [entryId],
  );
  const found = rows.map((row) => ({
    id: Number(row.id),
    eventId: Number(row.eventId),
    eventName: String(row.name),
    eventNameVi: String(row.nameVi),
    timeZone: String(row.timeZone),
    seats: Number(row.seats),
    offerExpiresAt: readTime(row.offerExpiresAt) ?? new Date(Number.NaN),
    email: String(row.email),
    locale: row.locale === null || row.locale === undefined ? null : String(row.locale),
  }));
  return found[0] ?? null;
}

/** Gives a running offer its link's token (a new one each time its e-mail is sent: only the latest link works); false when the offer no longer runs. */
export async function renewOfferTokenHash(sql: SqlRunner, entryId: number, tokenHash: string): Promise<boolean> {
  return (await sql.run(`UPDATE "WaitingListEntry" SET "offerTokenHash" = ? WHERE "id" = ? AND "status" = 'offered'`, [tokenHash, entryId])) === 1;
}

export interface WaitingPlace {
  id: number;
  eventId: number;
  eventName: string;
  eventNameVi: string;
  seats: number;
  status: WaitingStatus;
  /** 1 for the first person waiting; null once an offer was made. */
  place: number | null;
  offerExpiresAt: Date | null;
}

const placeOf = `(SELECT COUNT(*) FROM "WaitingListEntry" p WHERE p."eventId" = w."eventId" AND p."status" = 'waiting' AND p."id" <= w."id")`;

/** A person's places in line, newest first. */
export async function findWaitingPlaces(sql: SqlRunner, userId: string): Promise<WaitingPlace[]> {
  const rows = await sql.all(
    `SELECT w."id", w."eventId", w."seats", w."status", w."offerExpiresAt", e."name", e."nameVi", ${placeOf} AS "place"
     FROM "WaitingListEntry" w JOIN "Event" e ON e."id" = w."eventId" WHERE w."userId" = ? AND w."status" IN ${ACTIVE} ORDER BY w."id" DESC`,
    [userId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    eventId: Number(row.eventId),
    eventName: String(row.name),
    eventNameVi: String(row.nameVi),
    seats: Number(row.seats),
    status: String(row.status) as WaitingStatus,
    place: row.status === "waiting" ? Number(row.place) : null,
    offerExpiresAt: readTime(row.offerExpiresAt),
  }));
}

export interface WaitingListRow extends WaitingEntry {
  email: string;
  place: number | null;
}

/** An event's line for the back office: everyone who joined, in order, with their e-mail. */
export async function listWaitingEntries(sql: SqlRunner, eventId: number): Promise<WaitingListRow[]> {
  const rows = await sql.all(
    `SELECT w.*, u."email", ${placeOf} AS "place" FROM "WaitingListEntry" w JOIN "User" u ON u."id" = w."userId" WHERE w."eventId" = ? ORDER BY w."id"`,
    [eventId],
  );
  return rows.map((row) => ({ ...toEntry(row), email: String(row.email), place: row.status === "waiting" ? Number(row.place) : null }));
}

/** People in line per event (waiting, holding an offer or paying for it); events without anyone are left out. */
export async function countWaitingListPeople(sql: SqlRunner, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await sql.all(
    `SELECT "eventId", COUNT(*) AS "people" FROM "WaitingListEntry" WHERE "status" IN ${ACTIVE} AND "eventId" IN (${eventIds.map(() => "?").join(", ")}) GROUP BY "eventId"`,
    [...eventIds],
  );
  return new Map(rows.map((row) => [Number(row.eventId), Number(row.people)]));
}
