import { type Tx } from "@vyc/db";
import { seatsTakenNow, sweepExpiredHolds, takeSeats, type SeatKind } from "@vyc/db/stores/seats";
import { findRunningOffer, takePromisedSeats } from "@vyc/db/stores/waiting-list";
import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { offerReturnedSeats } from "../waiting-list/offer-returned-seats";
import { assertSeatsAvailable } from "./event-rules";

/**
 * Takes `quantity` seats of the event, held by a checkout or paid by a sale, inside the caller's
 * transaction: the holds that ran out are released and the seats that came back offered to the
 * waiting list first. A buyer with a running waiting-list offer for exactly these seats gets the
 * promised ones; anyone else takes seats nobody has, holds or was promised, in one conditional
 * update. Refuses with the seats left when the event has too few. Returns the waiting-list entry
 * whose offer was used, or null.
 */
export async function takeEventSeats(sql: Tx, eventId: number, quantity: number, kind: SeatKind, now: Date, buyerId: string | null = null): Promise<number | null> {
  await sweepExpiredHolds(sql, eventId, now);
  await offerReturnedSeats(sql, eventId, now);
  const offer = buyerId ? await findRunningOffer(sql, buyerId, eventId, quantity, now) : null;
  if (offer) {
    await takePromisedSeats(sql, eventId, quantity, kind);
    return offer.id;
  }
  if (await takeSeats(sql, eventId, quantity, kind)) return null;
  const seats = await seatsTakenNow(sql, eventId, now);
  if (seats) assertSeatsAvailable(seats.capacity, seats.taken, quantity);
  throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.soldOut);
}
