import { type Db } from "@vyc/db";
import { findSaleEvent } from "@vyc/db/stores/events";
import { findOrder } from "@vyc/db/stores/orders";
import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { isHoldRunning, type Payer } from "./order-life";
import { writePaidOrder, type OrderPaid } from "./paid-order";

/**
 * Turns a captured order into a paid one with its tickets, in one transaction. Idempotent: a
 * replay of the same capture changes nothing and reports no payment (null). An order whose hold
 * ran out before the money arrived, or one left unissued ("paid, tickets not issued"), is completed
 * only if the seats (and discount) are still free; otherwise a DomainError tells the caller to refund.
 */
export async function completePaidOrder(db: Db, orderId: number, captureId: string, by: Payer, now: Date): Promise<OrderPaid | null> {
  return db.transaction(async (sql) => {
    const order = await findOrder(sql, orderId);
    if (!order) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.orderNotFound);
    if (order.status === "paid") {
      if (order.captureId === captureId) return null;
      throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
    }
    if (order.status !== "pending" && order.status !== "expired" && order.status !== "unissued") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
    if (order.captureId !== null && order.captureId !== captureId) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
    if (!isHoldRunning(order, now) && !(await findSaleEvent(sql, order.eventId))) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.eventNotFound);
    return writePaidOrder(sql, { heldOrder: order, captureId, by }, now);
  });
}
