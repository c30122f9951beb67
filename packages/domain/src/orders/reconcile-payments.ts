import { type Db } from "@vyc/db";
import { listOrdersAwaitingProvider } from "@vyc/db/stores/order-listings";
import { type Order } from "@vyc/db/stores/orders";
import { providerFor, type PaymentProvider, type PaymentProviders } from "../payments/provider";
import type { Logger } from "../shared/logger";
import type { OrderPaid } from "./paid-order";
import { markReturnedPayment, settleCapture } from "./payment-steps";

const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An unissued order's capture as the provider reports it now: still completed, it is settled like
 * a fresh capture (tickets, or a refund); refunded meanwhile (e.g. from the provider's dashboard),
 * the order is marked refunded. Reports the order paid when its tickets were written.
 */
async function recoverUnissued(db: Db, provider: PaymentProvider, order: Order & { captureId: string }, now: Date, log: Logger): Promise<OrderPaid | null> {
  const capture = await provider.getCapture(order.captureId);
  if (!capture) {
    log.error({ orderId: order.id, captureId: order.captureId }, `Recovery of order ${order.id}: the provider does not know its capture ${order.captureId}.`);
    return null;
  }
  if (!capture.completed) {
    await markReturnedPayment(db, order.id, order.captureId, "refunded");
    return null;
  }
  const result = { status: "completed", captureId: capture.captureId, amountMinor: capture.amountMinor, currency: capture.currency, reference: String(order.id) } as const;
  return (await settleCapture(db, provider, order, result, now, log)).paid;
}

/** Asks the provider about one order and settles it, reporting it paid when its tickets were written. */
async function recoverOrder(db: Db, provider: PaymentProvider, order: Order, now: Date, log: Logger): Promise<OrderPaid | null> {
  const { captureId, providerOrderId } = order;
  if (order.status === "unissued" && captureId) return recoverUnissued(db, provider, { ...order, captureId }, now, log);
  if (!providerOrderId) return null;
  return (await settleCapture(db, provider, order, await provider.getOrder(providerOrderId), now, log)).paid;
}

/**
 * Start-up recovery: orders sent to a payment provider but never completed here (the server
 * stopped between the capture and the tickets, or a PENDING capture has settled since) are asked
 * about again, and completed (or refunded) like a fresh capture; so are the orders left unissued
 * ("paid, tickets not issued") because writing their tickets and refunding both failed.
 */
export async function reconcilePayments(db: Db, providers: PaymentProviders, now: Date, log: Logger): Promise<{ checked: number; paid: OrderPaid[] }> {
  const orders = await listOrdersAwaitingProvider(db, new Date(now.getTime() - LOOK_BACK_MS));
  const paid: OrderPaid[] = [];
  for (const order of orders) {
    const provider = providerFor(providers, order.provider);
    if (!provider) continue;
    try {
      const recovered = await recoverOrder(db, provider, order, now, log);
      if (recovered) paid.push(recovered);
    } catch (error) {
      log.error({ err: error, orderId: order.id }, `Recovery of order ${order.id} failed`);
    }
  }
  return { checked: orders.length, paid };
}
