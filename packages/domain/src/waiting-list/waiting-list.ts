import { lockForDecision, type Db } from "@vyc/db";
import { eventExists } from "@vyc/db/stores/events";
import { seatsTakenNow } from "@vyc/db/stores/seats";
import { endWaitingEntry, findActiveWaitingEntry, findWaitingEntryByTokenHash, findWaitingPlaces, insertWaitingEntry } from "@vyc/db/stores/waiting-list";
import { WAITING_LIST_MESSAGES, type TJoinWaitingListInput, type TWaitingOffer, type TWaitingPlace } from "@vyc/validators";
import { assertOpen, findEventForSale } from "../orders/event-rules";
import { DomainError } from "../shared/errors";
import { hashOfferToken } from "./offer-token";
import { offerReturnedSeats } from "./offer-returned-seats";

/**
 * Joins the event's waiting list for `seats` seats: only while the event takes registrations and
 * the public sale cannot give that many (the line comes before the public for seats that come back).
 * One place per person and event.
 */
export async function joinWaitingList(db: Db, userId: string, input: TJoinWaitingListInput, now: Date): Promise<{ entryId: number }> {
  return db.transaction(async (sql) => {
    const event = await findEventForSale(sql, input.eventId);
    assertOpen(event, now);
    await lockForDecision(sql, { eventId: event.id });
    await offerReturnedSeats(sql, event.id, now);
    if (await findActiveWaitingEntry(sql, userId, event.id)) throw new DomainError("CONFLICT", WAITING_LIST_MESSAGES.alreadyInLine);
    const seats = await seatsTakenNow(sql, event.id, now);
    if (seats && seats.capacity - seats.taken >= input.seats) throw new DomainError("CONFLICT", WAITING_LIST_MESSAGES.stillOnSale);
    return { entryId: await insertWaitingEntry(sql, { eventId: event.id, userId, seats: input.seats }, now) };
  });
}

/** Leaves the event's waiting list; seats an offer promised go to the next in line. */
export async function leaveWaitingList(db: Db, userId: string, eventId: number, now: Date): Promise<void> {
  if (!(await eventExists(db, eventId))) throw new DomainError("NOT_FOUND", WAITING_LIST_MESSAGES.eventNotFound);
  await db.transaction(async (sql) => {
    await lockForDecision(sql, { eventId: eventId });
    const entry = await findActiveWaitingEntry(sql, userId, eventId);
    if (!entry) throw new DomainError("NOT_FOUND", WAITING_LIST_MESSAGES.notInLine);
    await endWaitingEntry(sql, entry, "left", now);
    await offerReturnedSeats(sql, eventId, now);
  });
}

/** The visitor's places in line, for the tickets page. */
export async function myWaitingPlaces(db: Db, userId: string): Promise<TWaitingPlace[]> {
  const places = await findWaitingPlaces(db, userId);
  return places.map((p) => ({ ...p, offerExpiresAt: p.offerExpiresAt?.toISOString() ?? null }));
}

/** The offer behind an e-mailed link; only its own person may see it. */
export async function findOfferByToken(db: Db, userId: string, token: string): Promise<TWaitingOffer> {
  const entry = await findWaitingEntryByTokenHash(db, hashOfferToken(token));
  if (!entry || entry.userId !== userId) throw new DomainError("NOT_FOUND", WAITING_LIST_MESSAGES.offerNotFound);
  return {
    eventId: entry.eventId,
    eventName: entry.eventName,
    eventNameVi: entry.eventNameVi,
    seats: entry.seats,
    status: entry.status,
    offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
  };
}
