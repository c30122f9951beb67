import type { TDeskAttendee } from "@vyc/validators";
import type { OrderAttendee } from "../orders/attendees";

/**
 * The desk's walk-ins as an order's attendees: what the short form does not ask (gender, phone,
 * country, expectation, and the e-mail when none was given) is kept empty; a minor keeps the
 * guardian's name and phone; each keeps the ticket type staff chose.
 */
export const deskOrderAttendees = (attendees: readonly TDeskAttendee[]): OrderAttendee[] =>
  attendees.map((a, i) => ({
    number: i + 1,
    attendee: {
      firstName: a.firstName,
      lastName: a.lastName,
      age: a.age,
      email: a.email,
      gender: "",
      phone: "",
      country: "",
      expectation: "",
      guardianName: a.guardianName || undefined,
      guardianPhone: a.guardianPhone || undefined,
      ticketTypeId: a.ticketTypeId,
    },
  }));

const UNNAMED = { firstName: "", lastName: "", age: 0, email: "", guardianName: "", guardianPhone: "", guardianSignedHere: false };

/** The tickets of a desk quote as attendees known only by their ticket type (the event's default when none was chosen). */
export const deskQuoteAttendees = (numTickets: number, ticketTypeIds: readonly number[] | undefined): OrderAttendee[] =>
  deskOrderAttendees(Array.from({ length: numTickets }, (_, i) => ({ ...UNNAMED, ticketTypeId: ticketTypeIds?.[i] })));
