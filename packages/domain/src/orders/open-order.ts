import type { Order } from "@vyc/db";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS } from "@vyc/validators";
import { DomainError } from "../shared/errors";

/** The buyer's own order; anyone else's is reported as not found. */
export function ownOrder(order: Order | null, userId: string): Order {
  if (!order || order.userId !== userId) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.orderNotFound);
  return order;
}

/** Refuses unless the order is pending and its hold still runs. */
export function assertHoldRunning(order: Order, now: Date): void {
  if (order.status === "paid") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
  if (order.status !== "pending") throw new DomainError("CONFLICT", order.status === "expired" ? CHECKOUT_REFUSALS.holdExpired : CHECKOUT_MESSAGES.orderNotPending);
  if (!order.expiresAt || order.expiresAt <= now) throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.holdExpired);
}
