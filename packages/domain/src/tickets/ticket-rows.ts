import type { Prisma } from "@vyc/db";
import type { OrderAttendee } from "../orders/attendees";
import { storedFlightTime } from "./ticket-logistics";
import { newTicketSecret } from "./ticket-secret";

const flightDate = (value: string | undefined): Date | undefined => (value ? storedFlightTime(value) : undefined);

/** One ticket row per attendee of an order, each with its own secret. */
export function ticketRows(orderId: number, eventId: number, attendees: OrderAttendee[]): Prisma.TicketCreateManyInput[] {
  return attendees.map(({ number, attendee, logistics }) => ({
    orderId,
    eventId,
    number,
    firstName: attendee.firstName,
    lastName: attendee.lastName,
    gender: attendee.gender,
    age: attendee.age,
    email: attendee.email,
    phone: attendee.phone,
    country: attendee.country,
    healthcare: attendee.healthcare || null,
    expectation: attendee.expectation,
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
  }));
}
