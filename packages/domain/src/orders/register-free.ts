import type { Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, type TPublicRegistrationInput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { inTransaction } from "../shared/tx";
import { ticketRows } from "../tickets/ticket-rows";
import { toOrderAttendees } from "./attendees";
import { assertOpen, assertSeatsLeft, findEventForSale, isFreeEvent } from "./event-rules";

/**
 * Registers the attendees of a free (online or public) event: a paid order of total 0 and one
 * ticket per attendee, written in the transaction that checks the event is open and has the seats.
 */
export async function registerFree(db: Db, userId: string, input: TPublicRegistrationInput, now: Date): Promise<{ orderId: number }> {
  return inTransaction(db, async (tx) => {
    const event = await findEventForSale(tx, input.eventId);
    if (!isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.paymentRequired);
    assertOpen(event, now);
    await assertSeatsLeft(tx, event, input.numTickets, now);
    const attendees = toOrderAttendees(input.participants, { isOnline: event.isOnline });
    const order = await tx.order.create({
      data: {
        userId,
        eventId: event.id,
        status: "paid",
        quantity: attendees.length,
        unitPriceMinor: 0,
        subtotalMinor: 0,
        totalMinor: 0,
        currency: event.currency,
        provider: "free",
        paidAt: now,
      },
      select: { id: true },
    });
    await tx.ticket.createMany({ data: ticketRows(order.id, event.id, attendees) });
    return { orderId: order.id };
  });
}
