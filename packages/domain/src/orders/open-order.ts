import type { Order } from "@vyc/db";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS } from "@vyc/validators";
import { DomainError } from "../shared/errors";

/** The buyer's own order; anyone else's is reported as not found. */
export function ownOrder(order: Order | null, userId: string): Order {
  if (!order || order.userId !== userId) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.orderNotFound);
  return order;
}

/** Whether the order's hold still runs at `now`: it is pending and its seats are held until a later time. */
export const isHoldRunning = (order: Pick<Order, "status" | "expiresAt">, now: Date): boolean =>
  order.status === "pending" && order.expiresAt !== null && order.expiresAt > now;

/** Refuses unless the order's hold still runs: already paid, ran out (expired or past its time), or no longer payable. */
export function assertHoldRunning(order: Order, now: Date): void {
  if (isHoldRunning(order, now)) return;
  if (order.status === "paid") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
  if (order.status === "pending" || order.status === "expired") throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.holdExpired);
  throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
}
