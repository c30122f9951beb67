import type { Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, LIMITS, type TOrderDraftInput, type TQuote } from "@vyc/validators";
import { findUsableDiscount } from "../discounts/discount-rules";
import { DomainError } from "../shared/errors";
import { inTransaction } from "../shared/tx";
import { toOrderAttendees } from "./attendees";
import { assertOpen, assertSeatsLeft, findEventForSale, isFreeEvent } from "./event-rules";
import { priceOrder, toQuote } from "./pricing";
import { storeAttendees } from "./stored-attendees";

export interface CheckoutHold {
  orderId: number;
  quote: TQuote;
  expiresAt: Date;
}

/**
 * Entering payment: a pending order that holds the seats for LIMITS.checkoutTimeoutMs at the
 * server's price. Seats are counted and the order written in one transaction, so concurrent buyers
 * can never hold more than the capacity. The buyer's earlier holds for the event that never
 * reached the payment provider are released first (a reload does not hold the seats twice).
 */
export async function startCheckout(db: Db, userId: string, input: TOrderDraftInput, now: Date): Promise<CheckoutHold> {
  return inTransaction(db, async (tx) => {
    const event = await findEventForSale(tx, input.eventId);
    if (isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.freeEvent);
    assertOpen(event, now);
    await tx.order.updateMany({
      where: { userId, eventId: event.id, status: "pending", providerOrderId: null },
      data: { status: "expired", expiresAt: now },
    });
    await assertSeatsLeft(tx, event, input.numTickets, now);
    const discount = input.discountCode ? await findUsableDiscount(tx, input.discountCode, { now, eventId: event.id }) : null;
    const logistics = input.logisticCase === "logisticInformation" ? input.logisticsInformations : undefined;
    const attendees = toOrderAttendees(input.participants, { isOnline: event.isOnline, logistics });
    const expiresAt = new Date(now.getTime() + LIMITS.checkoutTimeoutMs);
    const order = await tx.order.create({
      data: {
        userId,
        eventId: event.id,
        status: "pending",
        quantity: attendees.length,
        ...priceOrder(event.priceMinor, attendees.length, discount?.percent ?? 0),
        discountId: discount?.id ?? null,
        currency: event.currency,
        logisticCase: input.logisticCase ?? null,
        attendeesJson: storeAttendees(attendees),
        expiresAt,
      },
    });
    return { orderId: order.id, quote: toQuote(order, discount?.code ?? null), expiresAt };
  });
}
