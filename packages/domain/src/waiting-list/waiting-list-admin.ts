import { lockForDecision, type Db } from "@vyc/db";
import { findEvent } from "@vyc/db/stores/events";
import { enqueueOutboxMessages } from "@vyc/db/stores/outbox";
import { endWaitingEntry, findOfferHours, findWaitingEntry, listWaitingEntries, promiseSeats, unpromisedSeats } from "@vyc/db/stores/waiting-list";
import { ADMIN_MESSAGES, WAITING_LIST_MESSAGES, WAITING_LIST_REFUSALS, type TAdminWaitingList } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { waitingListOfferMessage } from "../outbox/outbox-messages";
import { DomainError } from "../shared/errors";
import { offerReturnedSeats } from "./offer-returned-seats";

const HOUR_MS = 3_600_000;

/** An event's line as staff see it: everyone who joined, in order. */
export async function adminWaitingList(db: Db, eventId: number): Promise<TAdminWaitingList> {
  const event = await findEvent(db, eventId);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  const rows = await listWaitingEntries(db, eventId);
  return {
    eventId,
    eventName: event.name,
    capacity: event.capacity,
    offerHours: event.offerHours,
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      seats: row.seats,
      status: row.status,
      place: row.place,
      createdAt: row.createdAt.toISOString(),
      offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
      orderId: row.orderId,
    })),
  };
}

/**
 * Staff offer seats to someone waiting, ahead of their turn, the seats they asked for or fewer (when
 * fewer are free than anyone in line asked for): only seats nobody has, holds or was promised, so a
 * hand-made offer never oversells either.
 */
export async function offerSeatsByHand(db: Db, actorId: string, entryId: number, seats: number | undefined, now: Date): Promise<void> {
  await db.transaction(async (sql) => {
    const found = await findWaitingEntry(sql, entryId);
    if (!found) throw new DomainError("NOT_FOUND", WAITING_LIST_MESSAGES.entryNotFound);
    await lockForDecision(sql, { eventId: found.eventId });
    await offerReturnedSeats(sql, found.eventId, now);
    const entry = await findWaitingEntry(sql, entryId);
    if (entry?.status !== "waiting") throw new DomainError("CONFLICT", WAITING_LIST_MESSAGES.notWaiting);
    if (seats !== undefined && seats > entry.seats) throw new DomainError("UNPROCESSABLE", WAITING_LIST_MESSAGES.moreThanAsked);
    const expiresAt = new Date(now.getTime() + (await findOfferHours(sql, entry.eventId)) * HOUR_MS);
    if (!(await promiseSeats(sql, { ...entry, seats: seats ?? entry.seats }, { offeredAt: now, expiresAt }))) {
      throw new DomainError("CONFLICT", WAITING_LIST_REFUSALS.notEnoughFree(await unpromisedSeats(sql, entry.eventId)));
    }
    await enqueueOutboxMessages(sql, [waitingListOfferMessage(entry.id)], now);
    await recordAudit(sql, { actorId, action: "waitingList.offer", target: `event:${entry.eventId}`, detail: { entryId, seats: seats ?? entry.seats } }, now);
  });
}

/** Staff take someone off the line; seats their offer promised go to the next in line. */
export async function removeFromWaitingList(db: Db, actorId: string, entryId: number, now: Date): Promise<void> {
  await db.transaction(async (sql) => {
    const found = await findWaitingEntry(sql, entryId);
    if (!found) throw new DomainError("NOT_FOUND", WAITING_LIST_MESSAGES.entryNotFound);
    await lockForDecision(sql, { eventId: found.eventId });
    const entry = await findWaitingEntry(sql, entryId);
    if (!entry || !["waiting", "offered", "claimed"].includes(entry.status)) throw new DomainError("CONFLICT", WAITING_LIST_MESSAGES.notInLine);
    await endWaitingEntry(sql, entry, "removed", now);
    await offerReturnedSeats(sql, entry.eventId, now);
    await recordAudit(sql, { actorId, action: "waitingList.remove", target: `event:${entry.eventId}`, detail: { entryId, seats: entry.seats } }, now);
  });
}
