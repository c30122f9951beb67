import { withConnection, type Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, LIMITS, type TOrderDraftInput, type TQuote } from "@vyc/validators";
import { usableDiscountOn } from "../discounts/discount-rules";
import { DomainError } from "../shared/errors";
import { toOrderAttendees } from "./attendees";
import { assertOpen, assertSeatsAvailable, isFreeEvent } from "./event-rules";
import { countBuyerHeldSeats, countSeatsTaken, expireUnpaidHolds, findSaleEvent, insertOrder, type NewOrder } from "./order-store";
import { priceOrder, toQuote } from "./pricing";
import { storeAttendees } from "./stored-attendees";

export interface CheckoutHold {
  orderId: number;
  quote: TQuote;
  expiresAt: Date;
}

/**
 * One buyer's live holds on an event never pass the order limit together: the holds left after
 * releasing the unpaid ones are payments under way at the provider, which are never broken, so a
 * new hold that would pass the limit is refused until they are finished, cancelled or expired.
 */
function assertWithinBuyerLimit(heldInPayment: number, wanted: number): void {
  if (heldInPayment + wanted > LIMITS.ticketsPerOrderMax) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.holdLimit(heldInPayment));
}

/**
 * Entering payment: a pending order that holds the seats for LIMITS.checkoutTimeoutMs at the
 * server's price. Seats are counted and the order written in one transaction, so concurrent buyers
 * can never hold more than the capacity, and one buyer never more than the order limit. The
 * buyer's earlier holds for the event that never reached the payment provider are released first
 * (a reload does not hold the seats twice).
 */
export async function startCheckout(db: Db, userId: string, input: TOrderDraftInput, now: Date): Promise<CheckoutHold> {
  return withConnection(db, (connection) =>
    connection
      .transaction(() => {
        const event = findSaleEvent(connection, input.eventId);
        if (!event) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.eventNotFound);
        if (isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.freeEvent);
        assertOpen(event, now);
        expireUnpaidHolds(connection, userId, event.id, now);
        assertWithinBuyerLimit(countBuyerHeldSeats(connection, userId, event.id, now), input.numTickets);
        assertSeatsAvailable(event.capacity, countSeatsTaken(connection, event.id, now), input.numTickets);
        const discount = input.discountCode ? usableDiscountOn(connection, input.discountCode, { now, eventId: event.id }) : null;
        const logistics = input.logisticCase === "logisticInformation" ? input.logisticsInformations : undefined;
        const attendees = toOrderAttendees(input.participants, { isOnline: event.isOnline, logistics });
        const expiresAt = new Date(now.getTime() + LIMITS.checkoutTimeoutMs);
        const order: NewOrder = {
          userId,
          eventId: event.id,
          status: "pending",
          quantity: attendees.length,
          ...priceOrder(event.priceMinor, attendees.length, discount?.percent ?? 0),
          discountId: discount?.id ?? null,
          currency: event.currency,
          logisticCase: input.logisticCase ?? null,
          attendeesJson: storeAttendees(attendees),
          provider: null,
          createdAt: now,
          expiresAt,
          paidAt: null,
        };
        return { orderId: insertOrder(connection, order), quote: toQuote(order, discount?.code ?? null), expiresAt };
      })
      .immediate(),
  );
}
