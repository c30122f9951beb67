import { type Db } from "@vyc/db";
import { findOrder } from "@vyc/db/stores/orders";
import type { PaymentProvider } from "../payments/provider";
import type { Logger } from "../shared/logger";
import { moveOrder } from "./order-life";

/**
 * What became of money captured for an order that cannot get its tickets: refunded, or kept on an
 * order marked unissued ("paid, tickets not issued") for the back office and the start-up recovery.
 */
export type ReturnedPayment = "refunded" | "unissued";

/** Asks the provider to refund a capture; false (and logged) when it refused or could not be reached. */
export async function refundCapture(provider: PaymentProvider, captureId: string, log: Logger): Promise<boolean> {
  try {
    await provider.refund(captureId);
    return true;
  } catch (error) {
    log.error({ err: error, captureId }, `Refund of capture ${captureId} failed`);
    return false;
  }
}

/**
 * Records the capture on an order not (or no longer) paid by another one, with the status it ended
 * in; also on one cancelled while its buyer was paying, so the money is never left off every order.
 */
export function markReturnedPayment(db: Db, orderId: number, captureId: string, status: ReturnedPayment): Promise<boolean> {
  return db.transaction(async (sql) => {
    const order = await findOrder(sql, orderId);
    return order !== null && moveOrder(sql, order, status === "refunded" ? "returnCapture" : "keepUnissued", "payment", { captureId });
  });
}

/**
 * Money was captured for this order but its tickets cannot be written: the capture is refunded and
 * the order marked refunded. If the refund fails the order is marked unissued with its capture, so
 * the back office lists it and the start-up recovery completes or refunds it. An order another
 * capture already paid is left alone (only this capture is refunded).
 */
export async function returnPayment(db: Db, provider: PaymentProvider, orderId: number, captureId: string, log: Logger): Promise<ReturnedPayment> {
  const outcome: ReturnedPayment = (await refundCapture(provider, captureId, log)) ? "refunded" : "unissued";
  const marked = await markReturnedPayment(db, orderId, captureId, outcome).catch((error: unknown) => {
    log.error({ err: error, orderId, captureId }, `Order ${orderId} could not be marked ${outcome} (capture ${captureId})`);
    return false;
  });
  if (!marked && outcome === "unissued") log.error({ orderId, captureId }, `Capture ${captureId} for order ${orderId} is neither refunded nor recorded on the order.`);
  return outcome;
}
