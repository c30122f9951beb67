import { seatsTakenNow, sweepExpiredHolds, takeSeats, type SeatKind, type SqlRunner } from "@vyc/db";
import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { assertSeatsAvailable } from "./event-rules";

/**
 * Takes `quantity` seats of the event, held by a checkout or paid by a sale, inside the caller's
 * transaction: the holds that ran out are released first, then the seats are taken in one
 * conditional update. Refuses with the seats left when the event has too few.
 */
export async function takeEventSeats(sql: SqlRunner, eventId: number, quantity: number, kind: SeatKind, now: Date): Promise<void> {
  await sweepExpiredHolds(sql, eventId, now);
  if (await takeSeats(sql, eventId, quantity, kind)) return;
  const seats = await seatsTakenNow(sql, eventId, now);
  if (seats) assertSeatsAvailable(seats.capacity, seats.taken, quantity);
  throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.soldOut);
}
