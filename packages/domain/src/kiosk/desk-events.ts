import { type Db } from "@vyc/db";
import { listInPersonEventsNotOver, type SaleEvent } from "@vyc/db/stores/events";
import { type OrderLineRow } from "@vyc/db/stores/ticket-types";
import { CHECKOUT_MESSAGES, currencyOf, KIOSK_MESSAGES, orderPriceLines, type Currency, type TDeskEvent, type TDeskQuote, type TPriceItem } from "@vyc/validators";
import { seatsTaken } from "../events/availability";
import { isFreeEvent } from "../orders/event-rules";
import { priceOrderLines } from "../orders/pricing";
import { DomainError } from "../shared/errors";
import { deskTicketTypesOfEvents } from "./desk-ticket-types";

const eventCurrency = (event: SaleEvent): Currency => currencyOf(event.currency);
export const unitPriceOf = (event: SaleEvent): number => (isFreeEvent(event) ? 0 : event.priceMinor);

/**
 * Events the desk sells: in person, published and not over, the ones under way or soonest first.
 * Walk-ins arrive on site, so the online registration deadline does not apply at the desk.
 */
export async function listDeskEvents(db: Db, now: Date): Promise<TDeskEvent[]> {
  const events = await listInPersonEventsNotOver(db, now);
  const taken = await seatsTaken(db, events.map((e) => e.id), now);
  const types = await deskTicketTypesOfEvents(db, events, now);
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
    ticketTypes: types.get(event.id) ?? [],
  }));
}

/** Refuses an event the desk cannot sell now: online, over, or closed by the organisers. */
export function assertDeskSellable(event: SaleEvent, now: Date): void {
  if (event.isOnline) throw new DomainError("UNPROCESSABLE", KIOSK_MESSAGES.onlineEventAtDesk);
  if (event.dateEnd <= now) throw new DomainError("CONFLICT", KIOSK_MESSAGES.eventOver);
  if (!event.isRegistrable) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.registrationClosed);
}

/**
 * The server's price of the walk-in's tickets, line by line: the sum of their types' prices (the
 * web's rule, without discount), with the lines by type when the event sells several types.
 */
export function deskQuote(event: SaleEvent, lines: readonly OrderLineRow[], items: TPriceItem[] | undefined): TDeskQuote {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const price = orderPriceLines({ ...priceOrderLines(lines, 0, event.currency), quantity, currency: event.currency });
  return { ...price, ...(items ? { items } : {}) };
}
