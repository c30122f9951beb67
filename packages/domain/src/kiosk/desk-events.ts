import { listInPersonEventsNotOver, type Db, type SaleEvent } from "@vyc/db";
import { CHECKOUT_MESSAGES, currencyOf, KIOSK_MESSAGES, priceLines, type Currency, type TDeskEvent, type TDeskQuote } from "@vyc/validators";
import { seatsTaken } from "../events/availability";
import { isFreeEvent } from "../orders/event-rules";
import { DomainError } from "../shared/errors";

const eventCurrency = (event: SaleEvent): Currency => currencyOf(event.currency);
export const unitPriceOf = (event: SaleEvent): number => (isFreeEvent(event) ? 0 : event.priceMinor);

/**
 * Events the desk sells: in person, published and not over, the ones under way or soonest first.
 * Walk-ins arrive on site, so the online registration deadline does not apply at the desk.
 */
export async function listDeskEvents(db: Db, now: Date): Promise<TDeskEvent[]> {
  const events = await listInPersonEventsNotOver(db, now);
  const taken = await seatsTaken(db, events.map((e) => e.id), now);
  return events.map((event) => ({
    id: event.id,
    name: event.name,
    nameVi: event.nameVi,
    dateStart: event.dateStart.toISOString(),
    dateEnd: event.dateEnd.toISOString(),
    timeZone: event.timeZone,
    place: event.place,
    unitPriceMinor: unitPriceOf(event),
    currency: eventCurrency(event),
    seatsLeft: Math.max(0, event.capacity - (taken.get(event.id) ?? 0)),
    isRegistrable: event.isRegistrable,
  }));
}

/** Refuses an event the desk cannot sell now: online, over, or closed by the organisers. */
export function assertDeskSellable(event: SaleEvent, now: Date): void {
  if (event.isOnline) throw new DomainError("UNPROCESSABLE", KIOSK_MESSAGES.onlineEventAtDesk);
  if (event.dateEnd <= now) throw new DomainError("CONFLICT", KIOSK_MESSAGES.eventOver);
  if (!event.isRegistrable) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.registrationClosed);
}

/** The server's price of `quantity` walk-in tickets, line by line (the web's rule, without discount). */
export function deskQuote(event: SaleEvent, quantity: number): TDeskQuote {
  return priceLines({ unitPriceMinor: unitPriceOf(event), quantity, currency: eventCurrency(event) });
}
