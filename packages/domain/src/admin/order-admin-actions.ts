import { type Db } from "@vyc/db";
import { findOrderStatusAndBuyer } from "@vyc/db/stores/order-listings";
import { findOrder } from "@vyc/db/stores/orders";
import { ADMIN_MESSAGES } from "@vyc/validators";
import type { ImageFolders } from "../documents/document-images";
import type { Mailer } from "../mail/mailer";
import { moveOrder } from "../orders/order-life";
import { DomainError } from "../shared/errors";
import { sendOrderConfirmation } from "../tickets/order-confirmation-mail";
import { offerReturnedSeats } from "../waiting-list/offer-returned-seats";
import { recordAudit } from "./audit-log";

/** Cancels an order still waiting for payment; its seats are free again at once (offered to the waiting list first). */
export async function cancelPendingOrder(db: Db, actorId: string, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (sql) => {
    const order = await findOrder(sql, orderId);
    if (!order) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.orderNotFound);
    if (!(await moveOrder(sql, order, "cancel", "staff"))) throw new DomainError("CONFLICT", ADMIN_MESSAGES.orderNotPending);
    await offerReturnedSeats(sql, order.eventId, now);
    await recordAudit(sql, { actorId, action: "order.cancel", target: `order:${orderId}`, detail: { eventId: order.eventId } }, now);
  });
}

export interface ResendDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  images: ImageFolders;
}

/** Sends the buyer the order confirmation with its tickets again. */
export async function resendOrderConfirmation(deps: ResendDeps, actorId: string, orderId: number, now: Date): Promise<void> {
  const order = await findOrderStatusAndBuyer(deps.db, orderId);
  if (!order) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.orderNotFound);
  if (order.status !== "paid" || order.buyerEmail === null) throw new DomainError("CONFLICT", ADMIN_MESSAGES.orderNotPaid);
  try {
    await sendOrderConfirmation(deps.db, deps.mailer, deps.images, orderId, deps.publicUrl);
  } catch (error) {
    throw new DomainError("SERVICE_UNAVAILABLE", "The e-mail could not be sent. Try again later.", { cause: error });
  }
  await recordAudit(deps.db, { actorId, action: "order.resendConfirmation", target: `order:${orderId}`, detail: { to: order.buyerEmail } }, now);
}
