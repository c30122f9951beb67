import { withConnection, type Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, type TPublicRegistrationInput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { ticketRows } from "../tickets/ticket-rows";
import { assertAttendeesNotRegistered } from "./attendee-registered-once";
import { toOrderAttendees } from "./attendees";
import { assertOpen, assertSeatsAvailable, isFreeEvent } from "./event-rules";
import { countSeatsTaken, findSaleEvent, insertOrder, insertTickets } from "./order-store";

/**
 * Registers the attendees of a free (online or public) event: a paid order of total 0 and one
 * ticket per attendee, written in the transaction that checks the event is open, the attendees are
 * not registered by this account yet and the event has the seats.
 */
export async function registerFree(db: Db, userId: string, input: TPublicRegistrationInput, now: Date): Promise<{ orderId: number }> {
  return withConnection(db, (connection) =>
    connection
      .transaction(() => {
        const event = findSaleEvent(connection, input.eventId);
        if (!event) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.eventNotFound);
        if (!isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.paymentRequired);
        assertOpen(event, now);
        const attendees = toOrderAttendees(input.participants, { isOnline: event.isOnline });
        assertAttendeesNotRegistered(connection, userId, event.id, attendees);
        assertSeatsAvailable(event.capacity, countSeatsTaken(connection, event.id, now), input.numTickets);
        const orderId = insertOrder(connection, {
          userId,
          eventId: event.id,
          status: "paid",
          quantity: attendees.length,
          unitPriceMinor: 0,
          subtotalMinor: 0,
          discountPercent: 0,
          discountId: null,
          totalMinor: 0,
          currency: event.currency,
          logisticCase: null,
          attendeesJson: "[]",
          provider: "free",
          createdAt: now,
          expiresAt: null,
          paidAt: now,
        });
        insertTickets(connection, ticketRows(orderId, event.id, attendees), now);
        return { orderId };
      })
      .immediate(),
  );
}
