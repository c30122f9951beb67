import type { Db } from "@vyc/db";
import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { consumeDiscount } from "../discounts/discount-rules";
import { DomainError } from "../shared/errors";
import { inTransaction } from "../shared/tx";
import { ticketRows } from "../tickets/ticket-rows";
import { assertSeatsLeft } from "./event-rules";
import { readStoredAttendees } from "./stored-attendees";

/**
 * Turns a captured order into a paid one with its tickets, in one transaction. Idempotent: a
 * replay of the same capture changes nothing and reports `newlyPaid: false`. An order whose hold
 * ran out before the money arrived is completed only if the seats (and discount) are still free;
 * otherwise a DomainError tells the caller to refund.
 */
export async function completePaidOrder(db: Db, orderId: number, captureId: string, now: Date): Promise<{ newlyPaid: boolean }> {
  return inTransaction(db, async (tx) => {
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId } });
    if (order.status === "paid") {
      if (order.captureId === captureId) return { newlyPaid: false };
      throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
    }
    if (order.status !== "pending" && order.status !== "expired") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
    const holdRunning = order.status === "pending" && order.expiresAt !== null && order.expiresAt > now;
    if (!holdRunning) {
      const event = await tx.event.findUniqueOrThrow({ where: { id: order.eventId } });
      await assertSeatsLeft(tx, event, order.quantity, now);
    }
    if (order.discountId && !(await consumeDiscount(tx, order.discountId))) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.discountUsedUp);
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: order.status, captureId: null },
      data: { status: "paid", captureId, paidAt: now },
    });
    if (count !== 1) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
    await tx.ticket.createMany({ data: ticketRows(order.id, order.eventId, readStoredAttendees(order.attendeesJson)) });
    return { newlyPaid: true };
  });
}
