import { type Tx } from "@vyc/db";
import { findSaleEvent } from "@vyc/db/stores/events";
import { enqueueOutboxMessages } from "@vyc/db/stores/outbox";
import { sweepExpiredHolds } from "@vyc/db/stores/seats";
import { endWaitingEntry, expireOffers, findOfferHours, findSettledClaims, findWaitingInLine, hasActiveWaitingList, promiseSeats, unpromisedSeats } from "@vyc/db/stores/waiting-list";
import { isOpenForRegistration } from "@vyc/validators";
import { waitingListOfferMessage } from "../outbox/outbox-messages";

const HOUR_MS = 3_600_000;

/**
 * Seats came back to the event: offers them to its waiting list. Every place where seats come back
 * calls this inside the transaction that gave them back, after giving them back: a hold that ran
 * out or was released, an order cancelled or refunded, the capacity raised in the back office, and
 * the sweep of the waiting lists (waiting-list-sweep.ts). takeEventSeats calls it before any seat is
 * sold, so seats that came back go to the line before the public sale can take them.
 *
 * In turn: holds that ran out are released; offers whose time ran out end; a claimed offer whose
 * order was paid is done, one whose hold ended unpaid is promised again while the offer runs; then
 * the seats nobody has, holds or was promised go to the next people in line whose request fits,
 * each promised (EventSeats.offered) for the event's offer time. Offers are only made while the
 * event takes registrations. Each new offer's e-mail is written to the outbox in the same transaction.
 * Returns the number of new offers.
 */
export async function offerReturnedSeats(sql: Tx, eventId: number, now: Date): Promise<number> {
  if (!(await hasActiveWaitingList(sql, eventId))) return 0;
  await sweepExpiredHolds(sql, eventId, now);
  await expireOffers(sql, eventId, now);
  for (const claim of await findSettledClaims(sql, eventId)) {
    if (claim.orderStatus === "paid") await endWaitingEntry(sql, claim, "purchased", now);
    else if (!(claim.offerExpiresAt && claim.offerExpiresAt > now && (await promiseSeats(sql, claim, { offeredAt: claim.offeredAt ?? now, expiresAt: claim.offerExpiresAt })))) {
      await endWaitingEntry(sql, claim, "expired", now);
    }
  }
  const event = await findSaleEvent(sql, eventId);
  const open =
    event !== null &&
    isOpenForRegistration({ isRegistrable: event.isRegistrable, registrationDeadline: event.registrationDeadline?.toISOString() ?? null, dateEnd: event.dateEnd.toISOString() }, now);
  let free = open ? await unpromisedSeats(sql, eventId) : 0;
  if (free === 0) return 0;
  const expiresAt = new Date(now.getTime() + (await findOfferHours(sql, eventId)) * HOUR_MS);
  const offered: number[] = [];
  for (const entry of await findWaitingInLine(sql, eventId)) {
    if (free === 0) break;
    if (entry.seats > free || !(await promiseSeats(sql, entry, { offeredAt: now, expiresAt }))) continue;
    free -= entry.seats;
    offered.push(entry.id);
  }
  await enqueueOutboxMessages(sql, offered.map(waitingListOfferMessage), now);
  return offered.length;
}
