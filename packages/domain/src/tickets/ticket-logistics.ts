import { type Db } from "@vyc/db";
import { findTicketWithOwner, saveTicketLogistics, type TicketLogisticsColumns } from "@vyc/db/stores/tickets";
import { parseCalendarDateTime, TICKET_LOGISTICS_MESSAGES, TRANSPORT_TYPES, type TTicketLogistics, type TTicketLogisticsOutput } from "@vyc/validators";
import { DomainError } from "../shared/errors";

/**
 * Flight times are the traveller's wall-clock time; they are stored as that time in UTC, and read
 * back the same way. A time that does not exist (checked by the input rules) cannot be stored.
 */
export function storedFlightTime(value: string): Date {
  const time = parseCalendarDateTime(value);
  if (!time) throw new RangeError(`Not a date and time: ${value}`);
  return time;
}
const toWallClock = (date: Date): string => date.toISOString().slice(0, 16);
const transport = (value: string | null) => TRANSPORT_TYPES.find((t) => t === value);

function logisticsColumns(record: TTicketLogistics): TicketLogisticsColumns {
  return {
    arrivalTransportType: record.arrivalTransportType,
    arrivalDatetime: storedFlightTime(record.arrivalDatetime),
    arrivalAirline: record.arrivalAirline ?? null,
    arrivalFlightNumber: record.arrivalFlightNumber ?? null,
    departureTransportType: record.departureTransportType,
    departureDatetime: storedFlightTime(record.departureDatetime),
    departureAirline: record.departureAirline ?? null,
    departureFlightNumber: record.departureFlightNumber ?? null,
    logisticsComments: record.comments || null,
  };
}

/** A ticket's travel details, or null when they have not been given yet. */
function ticketLogistics(row: TicketLogisticsColumns): TTicketLogistics | null {
  const arrival = transport(row.arrivalTransportType);
  const departure = transport(row.departureTransportType);
  if (!arrival || !departure || !row.arrivalDatetime || !row.departureDatetime) return null;
  return {
    arrivalTransportType: arrival,
    arrivalDatetime: toWallClock(row.arrivalDatetime),
    arrivalAirline: row.arrivalAirline ?? undefined,
    arrivalFlightNumber: row.arrivalFlightNumber ?? undefined,
    departureTransportType: departure,
    departureDatetime: toWallClock(row.departureDatetime),
    departureAirline: row.departureAirline ?? undefined,
    departureFlightNumber: row.departureFlightNumber ?? undefined,
    comments: row.logisticsComments ?? undefined,
  };
}

/** The ticket if it belongs to an order of this user; anybody else learns nothing, not even that it exists. */
async function ownTicket(db: Db, userId: string, ticketId: string) {
  const ticket = await findTicketWithOwner(db, ticketId);
  if (!ticket || ticket.userId !== userId) throw new DomainError("NOT_FOUND", TICKET_LOGISTICS_MESSAGES.ticketNotFound);
  return ticket;
}

export async function getTicketLogistics(db: Db, userId: string, ticketId: string): Promise<TTicketLogisticsOutput> {
  const ticket = await ownTicket(db, userId, ticketId);
  return { ticketId: ticket.id, logistics: ticketLogistics(ticket) };
}

/** Adds or replaces the travel details of a valid ticket of an in-person event that is not over. */
export async function updateTicketLogistics(db: Db, userId: string, ticketId: string, record: TTicketLogistics, now: Date): Promise<TTicketLogisticsOutput> {
  const ticket = await ownTicket(db, userId, ticketId);
  if (ticket.status !== "valid") throw new DomainError("BAD_REQUEST", TICKET_LOGISTICS_MESSAGES.ticketCancelled);
  if (ticket.isOnline) throw new DomainError("BAD_REQUEST", TICKET_LOGISTICS_MESSAGES.onlineEvent);
  if (ticket.dateEnd <= now) throw new DomainError("BAD_REQUEST", TICKET_LOGISTICS_MESSAGES.eventOver);
  const updated = await saveTicketLogistics(db, ticket.id, logisticsColumns(record));
  return { ticketId: updated.id, logistics: ticketLogistics(updated) };
}
