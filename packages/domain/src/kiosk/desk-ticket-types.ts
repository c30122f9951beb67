import { type Db } from "@vyc/db";
import { type SaleEvent } from "@vyc/db/stores/events";
import { listTicketTypesOfEvents, ticketTypeTaken, type TicketType } from "@vyc/db/stores/ticket-types";
import type { TDeskTicketType } from "@vyc/validators";
import { isFreeEvent } from "../orders/event-rules";
import { isOnSale } from "../orders/ticket-type-rules";

/** A type the desk sells, at its price (0 when the event is free), sold out when its quota is taken at `now`. */
async function deskTicketType(db: Db, event: SaleEvent, type: TicketType, now: Date): Promise<TDeskTicketType> {
  const soldOut = type.quota !== null && (await ticketTypeTaken(db, type.id, now)) >= type.quota;
  return { id: type.id, name: type.name, nameVi: type.nameVi, priceMinor: isFreeEvent(event) ? 0 : type.priceMinor, soldOut };
}

/**
 * The ticket types each event's desk may sell at `now` (server time): on offer, sold at the desk and
 * within their sale window, the event's default first.
 */
export async function deskTicketTypesOfEvents(db: Db, events: readonly SaleEvent[], now: Date): Promise<Map<number, TDeskTicketType[]>> {
  const typesByEvent = await listTicketTypesOfEvents(db, events.map((event) => event.id));
  const entries = events.map(async (event): Promise<[number, TDeskTicketType[]]> => {
    const sellable = (typesByEvent.get(event.id) ?? []).filter((type) => isOnSale(type, "desk", now));
    return [event.id, await Promise.all(sellable.map((type) => deskTicketType(db, event, type, now)))];
  });
  return new Map(await Promise.all(entries));
}
