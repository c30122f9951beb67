import { lockForDecision, type Db, type Tx } from "@vyc/db";
import { findBuyerHolds, insertOrder, type NewOrder } from "@vyc/db/stores/orders";
import { insertOrderLines } from "@vyc/db/stores/ticket-types";
import { attachOfferOrder } from "@vyc/db/stores/waiting-list";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS, LIMITS, type TOrderDraftInput, type TQuote } from "@vyc/validators";
import { findUsableDiscount } from "../discounts/discount-rules";
import { DomainError } from "../shared/errors";
import { withCheckedAnswers } from "../questions/attendee-answers";
import { toOrderAttendees } from "./attendees";
import { assertOpen, findEventForSale, isFreeEvent } from "./event-rules";
import { createdStatus, isHoldRunning, moveOrder } from "./order-life";
import { priceOrderLines, toQuote } from "./pricing";
import { takeEventSeats } from "./seat-rules";
import { storeAttendees } from "./stored-attendees";
import { chooseTicketTypes } from "./ticket-type-rules";

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
  if (heldInPayment + wanted > LIMITS.ticketsPerOrderMax) throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.holdLimit(heldInPayment));
}

/**
 * The buyer's running holds on the event after releasing those that never reached the payment
 * provider (a reload does not hold the seats twice): the seats still held in payment.
 */
async function releaseUnpaidHolds(sql: Tx, userId: string, eventId: number, now: Date): Promise<number> {
  let heldInPayment = 0;
  for (const hold of await findBuyerHolds(sql, userId, eventId)) {
    if (hold.providerOrderId === null) await moveOrder(sql, hold, "release", "buyer", { expiresAt: now });
    else if (isHoldRunning(hold, now)) heldInPayment += hold.quantity;
  }
  return heldInPayment;
}

/**
 * Entering payment: a pending order that holds the seats for LIMITS.checkoutTimeoutMs at the
 * server's price (the sum of the chosen ticket types' prices). The seats are taken within the types' quotas and the order written in one transaction, so concurrent
 * buyers can never hold more than the capacity, and one buyer never more than the order limit.
 * A buyer holding a waiting-list offer for these seats holds the promised ones (the offer is claimed).
 * Its commit does not wait for PostgreSQL's disk flush: a hold lost in a crash is harmless (the
 * payment that follows commits durably, and with it everything before).
 */
export async function startCheckout(db: Db, userId: string, input: TOrderDraftInput, now: Date): Promise<CheckoutHold> {
  return db.transaction(
    async (sql) => {
      const event = await findEventForSale(sql, input.eventId);
      if (isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.freeEvent);
      assertOpen(event, now);
      await lockForDecision(sql, { eventId: event.id });
      assertWithinBuyerLimit(await releaseUnpaidHolds(sql, userId, event.id, now), input.numTickets);
      const logistics = input.logisticCase === "logisticInformation" ? input.logistics : undefined;
      const chosen = await chooseTicketTypes(sql, event, toOrderAttendees(input.attendees, { isOnline: event.isOnline, logistics }), { channel: "online", free: false, now });
      const { lines } = chosen;
      const attendees = await withCheckedAnswers(sql, event.id, chosen.attendees);
      const offerId = await takeEventSeats(sql, event.id, attendees.length, "held", now, userId);
      const discount = input.discountCode ? await findUsableDiscount(sql, input.discountCode, { now, eventId: event.id }) : null;
      const expiresAt = new Date(now.getTime() + LIMITS.checkoutTimeoutMs);
      const order: NewOrder = {
        userId,
        eventId: event.id,
        status: createdStatus("hold"),
        quantity: attendees.length,
        ...priceOrderLines(lines, discount?.percent ?? 0, event.currency),
        discountId: discount?.id ?? null,
        currency: event.currency,
        logisticCase: input.logisticCase ?? null,
        attendeesJson: storeAttendees(attendees),
        provider: null,
        providerOrderId: null,
        captureId: null,
        createdAt: now,
        expiresAt,
        paidAt: null,
      };
      const orderId = await insertOrder(sql, order);
      await insertOrderLines(sql, orderId, lines);
      if (offerId !== null) await attachOfferOrder(sql, offerId, orderId, "claimed", now);
      return { orderId, quote: toQuote(order, discount?.code ?? null, chosen.items), expiresAt };
    },
    { durable: false },
  );
}
