import { type Queries } from "@vyc/db";
import { findSaleEvent, type SaleEvent } from "@vyc/db/stores/events";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS, isOpenForRegistration } from "@vyc/validators";
import { DomainError } from "../shared/errors";

/** Whether an event is free (registered without payment): the rule of the validators, shared with the screens. */
export { isFreeEvent } from "@vyc/validators";

/** The published event, or NOT_FOUND. */
export async function findEventForSale(sql: Queries, eventId: number): Promise<SaleEvent> {
  const event = await findSaleEvent(sql, eventId);
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

/** Refuses `quantity` more seats when `taken` of `capacity` leaves fewer. */
export function assertSeatsAvailable(capacity: number, taken: number, quantity: number): void {
  const left = Math.max(0, capacity - taken);
  if (quantity > left) {
    throw new DomainError("CONFLICT", left === 0 ? CHECKOUT_MESSAGES.soldOut : CHECKOUT_REFUSALS.seatsLeft(left));
  }
}
