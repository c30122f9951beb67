import { type Db } from "@vyc/db";
import { findOrder } from "@vyc/db/stores/orders";
import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { completePaidOrder } from "./complete-paid-order";
import { assertHoldRunning, ownOrder } from "./order-life";
import type { OrderPaid } from "./paid-order";

/**
 * A held order whose server total is 0 (a discount took the whole price) has nothing to pay:
 * confirming it marks it paid and writes its tickets, like a captured payment. Idempotent.
 */
export async function confirmWithoutPayment(db: Db, userId: string, orderId: number, now: Date): Promise<OrderPaid | null> {
  const order = ownOrder(await findOrder(db, orderId), userId);
  if (order.totalMinor !== 0) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.paymentRequired);
  if (order.status === "paid") return null;
  assertHoldRunning(order, now);
  return completePaidOrder(db, order.id, `no-payment-${order.id}`, "buyer", now);
}
