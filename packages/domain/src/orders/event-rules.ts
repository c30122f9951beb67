import type { Event } from "@vyc/db";
import { CHECKOUT_MESSAGES, isOpenForRegistration } from "@vyc/validators";
import { seatsTaken } from "../events/availability";
import { DomainError } from "../shared/errors";
import type { Tx } from "../shared/tx";

/** What the sale rules read of an event. */
export type SaleEvent = Pick<Event, "id" | "name" | "eventCategory" | "capacity" | "priceMinor" | "currency" | "isOnline" | "isPublic" | "isRegistrable" | "registrationDeadline" | "dateEnd">;

/** Online and public events are free: they are registered without payment. */
export const isFreeEvent = (event: Pick<Event, "isOnline" | "isPublic" | "priceMinor">): boolean =>
  event.isOnline || event.isPublic || event.priceMinor === 0;

/** The published event, or NOT_FOUND. */
export async function findEventForSale(tx: Tx, eventId: number): Promise<Event> {
  const event = await tx.event.findFirst({ where: { id: eventId, isPublished: true } });
  if (!event) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.eventNotFound);
  return event;
}

/** Refuses when the event takes no registration now: closed, past its deadline or over. */
export function assertOpen(event: SaleEvent, now: Date): void {
  const open = isOpenForRegistration(
    { isRegistrable: event.isRegistrable, registrationDeadline: event.registrationDeadline?.toISOString() ?? null, dateEnd: event.dateEnd.toISOString() },
    now,
  );
  if (!open) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.registrationClosed);
}

/**
 * Refuses when `quantity` more seats would exceed the capacity. Must run inside the transaction
 * that then writes the order, so the count and the write cannot interleave with another buyer's.
 */
export async function assertSeatsLeft(tx: Tx, event: SaleEvent, quantity: number, now: Date): Promise<void> {
  assertSeatsAvailable(event.capacity, (await seatsTaken(tx, [event.id], now)).get(event.id) ?? 0, quantity);
}

/** Refuses `quantity` more seats when `taken` of `capacity` leaves fewer. */
export function assertSeatsAvailable(capacity: number, taken: number, quantity: number): void {
  const left = Math.max(0, capacity - taken);
  if (quantity > left) {
    throw new DomainError("CONFLICT", left === 0 ? CHECKOUT_MESSAGES.soldOut : CHECKOUT_MESSAGES.seatsLeft(left));
  }
}
