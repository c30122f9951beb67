import { lockForDecision, writeEventSeats, type Db, type Tx } from "@vyc/db";
import { readHoldCheck } from "@vyc/db/stores/hold-check";
import { findBuyerHolds, insertOrder, type NewOrder } from "@vyc/db/stores/orders";
import { releaseSeats, takeSeats } from "@vyc/db/stores/seats";
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
import { assertQuotasKept, chooseTicketTypesFirst } from "./ticket-type-rules";

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
 * provider (a reload does not hold the seats twice), but for the new order `orderId`: the seats
 * still held in payment.
 */
async function releaseUnpaidHolds(sql: Tx, userId: string, eventId: number, orderId: number, now: Date): Promise<number> {
  let heldInPayment = 0;
  for (const hold of await findBuyerHolds(sql, userId, eventId)) {
    if (hold.id === orderId) continue;
    if (hold.providerOrderId === null) await moveOrder(sql, hold, "release", "buyer", { expiresAt: now });
    else if (isHoldRunning(hold, now)) heldInPayment += hold.quantity;
  }
  return heldInPayment;
}

interface NewHold {
  userId: string;
  eventId: number;
  orderId: number;
  quantity: number;
}

/**
 * The hold's seat decision, the last step of its transaction, so the event's other buyers wait for
 * it as briefly as possible: the seats are taken in one conditional update, which takes the
 * event's seat lock, and one read under the lock checks what was decided before it (the capacity,
 * the buyer's other holds). When seats must come back first (someone is in the waiting line, a
 * hold ran out, the buyer left an unpaid hold) or too few are free, the decision is made the full
 * way under the lock: the buyer's unpaid holds are released, holds that ran out swept, seats
 * offered to the line, a running offer's promised seats used.
 */
async function holdSeats(sql: Tx, hold: NewHold, now: Date): Promise<void> {
  const { userId, eventId, orderId, quantity } = hold;
  if (await writeEventSeats(sql, eventId, () => takeSeats(sql, eventId, quantity, "held"))) {
    const check = await readHoldCheck(sql, hold, now);
    const unpaid = check?.otherHolds.some((other) => other.providerOrderId === null) ?? true;
    if (check && check.taken <= check.capacity && !check.waitingLine && !check.expiredHolds && !unpaid) {
      const heldInPayment = check.otherHolds.filter((other) => isHoldRunning(other, now)).reduce((sum, other) => sum + other.quantity, 0);
      assertWithinBuyerLimit(heldInPayment, quantity);
      return;
    }
    await releaseSeats(sql, eventId, quantity, "held");
  } else await lockForDecision(sql, { eventId });
  assertWithinBuyerLimit(await releaseUnpaidHolds(sql, userId, eventId, orderId, now), quantity);
  const offerId = await takeEventSeats(sql, eventId, quantity, "held", now, userId);
  if (offerId !== null) await attachOfferOrder(sql, offerId, orderId, "claimed", now);
}

/**
 * Entering payment: a pending order that holds the seats for LIMITS.checkoutTimeoutMs at the
 * server's price (the sum of the chosen ticket types' prices). The order and its lines are written
 * first and the seats taken last (see holdSeats), then the types' quotas and a discount code's uses
 * checked under the event's seat lock, all in one transaction,
 * so concurrent buyers can never hold more than the capacity, and one buyer never more than the
 * order limit. A buyer holding a waiting-list offer for these seats holds the promised ones (the
 * offer is claimed). Its commit does not wait for the disk: a hold lost in a crash is harmless.
 */
export async function startCheckout(db: Db, userId: string, input: TOrderDraftInput, now: Date): Promise<CheckoutHold> {
  return db.transaction(
    async (sql) => {
      const event = await findEventForSale(sql, input.eventId);
      if (isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.freeEvent);
      assertOpen(event, now);
      const logistics = input.logisticCase === "logisticInformation" ? input.logistics : undefined;
      const chosen = await chooseTicketTypesFirst(sql, event, toOrderAttendees(input.attendees, { isOnline: event.isOnline, logistics }), { channel: "online", free: false, now });
      const { lines } = chosen;
      const attendees = await withCheckedAnswers(sql, event.id, chosen.attendees);
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
      await holdSeats(sql, { userId, eventId: event.id, orderId, quantity: attendees.length }, now);
      await assertQuotasKept(sql, chosen, now);
      // A code of limited uses is counted again under the lock, this order's reservation left out.
      if (input.discountCode && discount?.maxUses != null) await findUsableDiscount(sql, input.discountCode, { now, eventId: event.id, excludeOrderId: orderId });
      return { orderId, quote: toQuote(order, discount?.code ?? null, chosen.items), expiresAt };
    },
    { durable: false },
  );
}
