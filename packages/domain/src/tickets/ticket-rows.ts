import type { NewTicket } from "@vyc/db/stores/tickets";
import { ticketSearchWords } from "@vyc/validators";
import type { OrderAttendee } from "../orders/attendees";
import { sealText } from "../privacy/sealed-data";
import { storedFlightTime } from "./ticket-logistics";
import { newShortCode, newTicketSecret } from "./ticket-secret";

const flightDate = (value: string | undefined): Date | undefined => (value ? storedFlightTime(value) : undefined);

/**
 * One ticket row per attendee of an order, each with its own secret and short code and the words it
 * is found by; health notes and guardian contact sealed.
 */
export function ticketRows(orderId: number, eventId: number, attendees: OrderAttendee[]): NewTicket[] {
  return attendees.map(({ number, attendee, logistics }) => ({
    orderId,
    eventId,
    ticketTypeId: attendee.ticketTypeId ?? null,
    number,
    firstName: attendee.firstName,
    lastName: attendee.lastName,
    gender: attendee.gender,
    age: attendee.age,
    email: attendee.email,
    phone: attendee.phone,
    country: attendee.country,
    healthcare: sealText(attendee.healthcare),
    expectation: attendee.expectation,
    guardianName: sealText(attendee.guardianName),
    guardianEmail: sealText(attendee.guardianEmail),
    guardianPhone: sealText(attendee.guardianPhone),
    arrivalTransportType: logistics?.arrivalTransportType,
    arrivalDatetime: flightDate(logistics?.arrivalDatetime),
    arrivalAirline: logistics?.arrivalAirline,
    arrivalFlightNumber: logistics?.arrivalFlightNumber,
    departureTransportType: logistics?.departureTransportType,
    departureDatetime: flightDate(logistics?.departureDatetime),
    departureAirline: logistics?.departureAirline,
    departureFlightNumber: logistics?.departureFlightNumber,
    logisticsComments: logistics?.comments || null,
    secret: newTicketSecret(),
    shortCode: newShortCode(),
    searchWords: ticketSearchWords(attendee),
  }));
}
