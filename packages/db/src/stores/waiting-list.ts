import type { ExpressionBuilder, NotNull } from "kysely";
import type { DB, Queries, Tx } from "../database";
import type { WaitingListEntry } from "../rows";
import { prepare } from "../query/prepared";
import type { SeatKind } from "./seats";

/**
 * The waiting lists of events: one row per person and event, in line by id. A running offer's seats
 * are counted in the event's "EventSeats"."offered", moved there by the same statement that makes the
 * offer, so the public sale (seats.takeSeats) never takes them and offers never pass the capacity.
 */
export type WaitingStatus = "waiting" | "offered" | "claimed" | "purchased" | "expired" | "left" | "removed";

/** Statuses of people still in line: waiting, holding an offer, or paying for it. */
const ACTIVE: readonly WaitingStatus[] = ["waiting", "offered", "claimed"];

export type WaitingEntry = Omit<WaitingListEntry, "status"> & { status: WaitingStatus };

export async function insertWaitingEntry(db: Queries, entry: { eventId: number; userId: string; seats: number }, now: Date): Promise<number> {
  const row = await db.query
    .insertInto("WaitingListEntry")
    .values({ eventId: entry.eventId, userId: entry.userId, seats: entry.seats, status: "waiting", createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findWaitingEntry(db: Queries, id: number): Promise<WaitingEntry | null> {
  const row = await db.query.selectFrom("WaitingListEntry").selectAll().where("id", "=", id).$narrowType<{ status: WaitingStatus }>().executeTakeFirst();
  return row ?? null;
}

/** The entry whose offer link carries the token of this hash, with its event's names. */
export async function findWaitingEntryByTokenHash(db: Queries, tokenHash: string): Promise<(WaitingEntry & { eventName: string; eventNameVi: string }) | null> {
  const row = await db.query
    .selectFrom("WaitingListEntry as w")
    .innerJoin("Event as e", "e.id", "w.eventId")
    .selectAll("w")
    .select(["e.name as eventName", "e.nameVi as eventNameVi"])
    .where("w.offerTokenHash", "=", tokenHash)
    .$narrowType<{ status: WaitingStatus }>()
    .executeTakeFirst();
  return row ?? null;
}

/** The person's place in the event's line, if they are still in it. */
export async function findActiveWaitingEntry(db: Queries, userId: string, eventId: number): Promise<WaitingEntry | null> {
  const row = await db.query
    .selectFrom("WaitingListEntry")
    .selectAll()
    .where("userId", "=", userId)
    .where("eventId", "=", eventId)
    .where("status", "in", ACTIVE)
    .$narrowType<{ status: WaitingStatus }>()
    .executeTakeFirst();
  return row ?? null;
}

/** Whether anyone is in the event's line (one indexed look-up, run before every seat decision). */
export async function hasActiveWaitingList(db: Queries, eventId: number): Promise<boolean> {
  return (await activeEntryOf.first(db, { eventId })) !== undefined;
}

const activeEntryOf = prepare((q, v: { eventId: number }) =>
  q
    .selectFrom("WaitingListEntry as w")
    .innerJoin("Event as e", "e.id", "w.eventId")
    .select("w.id")
    .where("w.eventId", "=", v.eventId)
    .where("w.status", "in", ACTIVE)
    .where("e.cancelledAt", "is", null)
    .limit(1),
);

/** Events with someone in line, for the sweep that expires offers and offers seats that came back. */
export async function eventsWithActiveWaitingLists(db: Queries): Promise<number[]> {
  const rows = await db.query
    .selectFrom("WaitingListEntry as w")
    .innerJoin("Event as e", "e.id", "w.eventId")
    .select("w.eventId")
    .distinct()
    .where("w.status", "in", ACTIVE)
    .where("e.cancelledAt", "is", null)
    .execute();
  return rows.map((row) => row.eventId);
}

/** Offers whose time ran out end, and their seats stop being promised. Returns how many ended. */
export async function expireOffers(tx: Tx, eventId: number, now: Date): Promise<number> {
  const rows = await tx.query
    .updateTable("WaitingListEntry")
    .set({ status: "expired", endedAt: now })
    .where("eventId", "=", eventId)
    .where("status", "=", "offered")
    .where("offerExpiresAt", "<=", now)
    .returning("seats")
    .execute();
  const seats = rows.reduce((sum, row) => sum + row.seats, 0);
  if (seats > 0) {
    await tx.query
      .updateTable("EventSeats")
      .set((eb) => ({ offered: eb("offered", "-", seats) }))
      .where("eventId", "=", eventId)
      .execute();
  }
  return rows.length;
}

/** Claimed offers whose order was paid, or whose hold ended unpaid (the seats came back), with that order's status. */
export async function findSettledClaims(db: Queries, eventId: number): Promise<Array<WaitingEntry & { orderStatus: string }>> {
  return db.query
    .selectFrom("WaitingListEntry as w")
    .innerJoin("Order as o", "o.id", "w.orderId")
    .selectAll("w")
    .select("o.status as orderStatus")
    .where("w.eventId", "=", eventId)
    .where("w.status", "=", "claimed")
    .where("o.status", "in", ["paid", "expired", "cancelled", "refunded"])
    .$narrowType<{ status: WaitingStatus }>()
    .execute();
}

/** The people waiting for an offer, first in line first. */
export async function findWaitingInLine(db: Queries, eventId: number): Promise<WaitingEntry[]> {
  return db.query
    .selectFrom("WaitingListEntry")
    .selectAll()
    .where("eventId", "=", eventId)
    .where("status", "=", "waiting")
    .orderBy("id")
    .$narrowType<{ status: WaitingStatus }>()
    .execute();
}

/** How many hours the event's offers hold their seats. */
export async function findOfferHours(db: Queries, eventId: number): Promise<number> {
  const row = await db.query.selectFrom("Event").select("offerHours").where("id", "=", eventId).executeTakeFirst();
  return row?.offerHours ?? 24;
}

/** Seats nobody has, holds or was promised: what an offer may give. Run after the expired holds were released. */
export async function unpromisedSeats(db: Queries, eventId: number): Promise<number> {
  const row = await db.query
    .selectFrom("Event as e")
    .leftJoin("EventSeats as s", "s.eventId", "e.id")
    .select((eb) => {
      const taken = (column: "s.paid" | "s.held" | "s.offered") => eb.fn.coalesce(column, eb.lit(0));
      return eb(eb(eb("e.capacity", "-", taken("s.paid")), "-", taken("s.held")), "-", taken("s.offered")).as("free");
    })
    .where("e.id", "=", eventId)
    .executeTakeFirst();
  return Math.max(0, row?.free ?? 0);
}

/**
 * Promises the entry `seats` seats until `expiresAt` (the seats it asked for, or fewer when staff
 * offer them by hand), if the capacity still has them: one conditional update of the seat row, like
 * a sale. An entry that was claimed gets its offer back (its hold ended). False when the seats are not free.
 */
export async function promiseSeats(tx: Tx, entry: Pick<WaitingEntry, "id" | "eventId" | "seats" | "status">, offer: { offeredAt: Date; expiresAt: Date }): Promise<boolean> {
  const taken = await tx.query
    .updateTable("EventSeats")
    .set((eb) => ({ offered: eb("offered", "+", entry.seats) }))
    .where("eventId", "=", entry.eventId)
    .where((eb) =>
      eb(eb(eb(eb("paid", "+", eb.ref("held")), "+", eb.ref("offered")), "+", entry.seats), "<=", eb.selectFrom("Event").select("capacity").where("id", "=", entry.eventId)),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return false;
  const changed = await tx.query
    .updateTable("WaitingListEntry")
    .set({ status: "offered", seats: entry.seats, offeredAt: offer.offeredAt, offerExpiresAt: offer.expiresAt })
    .where("id", "=", entry.id)
    .where("status", "=", entry.status)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new Error("The waiting-list entry changed while its seats were promised.");
  return true;
}

/** Ends an entry (left, removed, expired, purchased); a running offer's seats stop being promised. */
export async function endWaitingEntry(tx: Tx, entry: Pick<WaitingEntry, "id" | "eventId" | "seats" | "status">, status: WaitingStatus, now: Date): Promise<boolean> {
  const result = await tx.query.updateTable("WaitingListEntry").set({ status, endedAt: now }).where("id", "=", entry.id).where("status", "=", entry.status).executeTakeFirst();
  const changed = Number(result.numUpdatedRows) === 1;
  if (changed && entry.status === "offered") {
    await tx.query
      .updateTable("EventSeats")
      .set((eb) => ({ offered: eb("offered", "-", entry.seats) }))
      .where("eventId", "=", entry.eventId)
      .execute();
  }
  return changed;
}

/** The person's running offer on the event, for exactly these seats. */
export async function findRunningOffer(db: Queries, userId: string, eventId: number, seats: number, now: Date): Promise<WaitingEntry | null> {
  return (await runningOffer.first(db, { userId, eventId, seats, now })) ?? null;
}

const runningOffer = prepare((q, v: { userId: string; eventId: number; seats: number; now: Date }) =>
  q
    .selectFrom("WaitingListEntry")
    .selectAll()
    .where("userId", "=", v.userId)
    .where("eventId", "=", v.eventId)
    .where("status", "=", "offered")
    .where("seats", "=", v.seats)
    .where("offerExpiresAt", ">", v.now)
    .$narrowType<{ status: WaitingStatus }>(),
);

/** The promised seats become held (a checkout of the offer) or paid (a sale of it). */
export async function takePromisedSeats(db: Queries, eventId: number, seats: number, kind: SeatKind): Promise<void> {
  await db.query
    .updateTable("EventSeats")
    .set((eb) => (kind === "paid" ? { offered: eb("offered", "-", seats), paid: eb("paid", "+", seats) } : { offered: eb("offered", "-", seats), held: eb("held", "+", seats) }))
    .where("eventId", "=", eventId)
    .execute();
}

/** The offer's seats are now the order's: held by it while it is paid (claimed), or paid (purchased). */
export async function attachOfferOrder(db: Queries, entryId: number, orderId: number, status: "claimed" | "purchased", now: Date): Promise<void> {
  await db.query
    .updateTable("WaitingListEntry")
    .set({ status, orderId, endedAt: status === "purchased" ? now : null })
    .where("id", "=", entryId)
    .execute();
}

/** Whether the order holds a claimed offer's seats (its payment marks the offer purchased). */
export async function hasClaimedOffer(db: Queries, orderId: number): Promise<boolean> {
  return (await claimedOffer.first(db, { orderId })) !== undefined;
}

const claimedOffer = prepare((q, v: { orderId: number }) => q.selectFrom("WaitingListEntry").select("id").where("orderId", "=", v.orderId).where("status", "=", "claimed").limit(1));

/** A claimed offer's order was paid. */
export async function markOfferPurchased(db: Queries, orderId: number, now: Date): Promise<void> {
  await offerPurchased.affected(db, { orderId, now });
}

const offerPurchased = prepare((q, v: { orderId: number; now: Date }) =>
  q.updateTable("WaitingListEntry").set({ status: "purchased", endedAt: v.now }).where("orderId", "=", v.orderId).where("status", "=", "claimed"),
);

export interface OfferToMail {
  id: number;
  eventId: number;
  eventName: string;
  eventNameVi: string;
  /** The event's images (a JSON list), the first shown in the e-mail. */
  eventImages: string;
  timeZone: string;
  seats: number;
  offerExpiresAt: Date;
  email: string;
  locale: string | null;
}

/** A running offer, as its e-mail tells it (null when the entry holds no running offer). */
export async function findOfferToMail(db: Queries, entryId: number): Promise<OfferToMail | null> {
  const row = await db.query
    .selectFrom("WaitingListEntry as w")
    .innerJoin("Event as e", "e.id", "w.eventId")
    .innerJoin("User as u", "u.id", "w.userId")
    .select(["w.id", "w.eventId", "w.seats", "w.offerExpiresAt", "e.name as eventName", "e.nameVi as eventNameVi", "e.images as eventImages", "e.timeZone", "u.email", "u.locale"])
    .where("w.id", "=", entryId)
    .where("w.status", "=", "offered")
    .$narrowType<{ offerExpiresAt: NotNull }>()
    .executeTakeFirst();
  return row ?? null;
}

/** Gives a running offer its link's token (a new one each time its e-mail is sent: only the latest link works); false when the offer no longer runs. */
export async function renewOfferTokenHash(db: Queries, entryId: number, tokenHash: string): Promise<boolean> {
  const result = await db.query.updateTable("WaitingListEntry").set({ offerTokenHash: tokenHash }).where("id", "=", entryId).where("status", "=", "offered").executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/** The entry `w`'s place among the people waiting for the event (null once it no longer waits). */
const placeInLine = (eb: ExpressionBuilder<DB & { w: DB["WaitingListEntry"] }, "w">) =>
  eb
    .case()
    .when("w.status", "=", "waiting")
    .then(
      eb
        .selectFrom("WaitingListEntry as p")
        .select((p) => p.fn.countAll<number>().as("ahead"))
        .whereRef("p.eventId", "=", "w.eventId")
        .where("p.status", "=", "waiting")
        .whereRef("p.id", "<=", "w.id"),
    )
    .else(null)
    .end()
    .as("place");

/** A person's places in line, newest first. */
export async function findWaitingPlaces(db: Queries, userId: string): Promise<WaitingPlace[]> {
  return db.query
    .selectFrom("WaitingListEntry as w")
    .innerJoin("Event as e", "e.id", "w.eventId")
    .select(["w.id", "w.eventId", "w.seats", "w.status", "w.offerExpiresAt", "e.name as eventName", "e.nameVi as eventNameVi"])
    .select(placeInLine)
    .where("w.userId", "=", userId)
    .where("w.status", "in", ACTIVE)
    .orderBy("w.id", "desc")
    .$narrowType<{ status: WaitingStatus }>()
    .execute();
}

export interface WaitingListRow extends WaitingEntry {
  email: string;
  place: number | null;
}

/** An event's line for the back office: everyone who joined, in order, with their e-mail. */
export async function listWaitingEntries(db: Queries, eventId: number): Promise<WaitingListRow[]> {
  return db.query
    .selectFrom("WaitingListEntry as w")
    .innerJoin("User as u", "u.id", "w.userId")
    .selectAll("w")
    .select("u.email")
    .select(placeInLine)
    .where("w.eventId", "=", eventId)
    .orderBy("w.id")
    .$narrowType<{ status: WaitingStatus }>()
    .execute();
}

/** People in line per event (waiting, holding an offer or paying for it); events without anyone are left out. */
export async function countWaitingListPeople(db: Queries, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.query
    .selectFrom("WaitingListEntry")
    .select((eb) => ["eventId", eb.fn.countAll<number>().as("people")])
    .where("status", "in", ACTIVE)
    .where("eventId", "in", eventIds)
    .groupBy("eventId")
    .execute();
  return new Map(rows.map((row) => [row.eventId, row.people]));
}
