import { lockForDecision, type Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, type TPublicRegistrationInput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { assertAttendeesNotRegistered } from "./attendee-registered-once";
import { withCheckedAnswers } from "../questions/attendee-answers";
import { toOrderAttendees } from "./attendees";
import { assertOpen, findEventForSale, isFreeEvent } from "./event-rules";
import { writePaidOrder, type OrderPaid } from "./paid-order";
import { chooseTicketTypes } from "./ticket-type-rules";

/**
 * Registers the attendees of a free (online or public) event: a paid order of total 0 and one
 * ticket per attendee, written in the transaction that checks the event is open, the attendees are
 * not registered by this account yet and the event has the seats.
 */
export async function registerFree(db: Db, userId: string, input: TPublicRegistrationInput, now: Date): Promise<OrderPaid> {
  return db.transaction(async (sql) => {
    const event = await findEventForSale(sql, input.eventId);
    await lockForDecision(sql, { eventId: event.id });
    if (!isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.paymentRequired);
    assertOpen(event, now);
    const chosen = await chooseTicketTypes(sql, event, toOrderAttendees(input.attendees, { isOnline: event.isOnline }), { channel: "online", free: true, now });
    const { lines } = chosen;
    const attendees = await withCheckedAnswers(sql, event.id, chosen.attendees);
    await assertAttendeesNotRegistered(sql, userId, event.id, attendees);
    const order = {
      userId,
      eventId: event.id,
      quantity: attendees.length,
      unitPriceMinor: 0,
      subtotalMinor: 0,
      discountPercent: 0,
      discountId: null,
      totalMinor: 0,
      currency: event.currency,
      logisticCase: null,
      provider: "free",
      providerOrderId: null,
      captureId: null,
    };
    return writePaidOrder(sql, { order, attendees, lines }, now);
  });
}
