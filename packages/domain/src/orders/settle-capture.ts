import type { Db } from "@vyc/db";
import type { Order } from "@vyc/db/stores/orders";
import { subtotalPriceLines, type CaptureOutcome, currencyOf } from "@vyc/validators";
import type { CaptureResult, PaymentProvider } from "../payments/provider";
import { DomainError } from "../shared/errors";
import type { Logger } from "../shared/logger";
import { completePaidOrder } from "./complete-paid-order";
import type { OrderPaid } from "./paid-order";
import { returnPayment } from "./return-payment";

export interface Settlement {
  outcome: CaptureOutcome;
  /** The order paid, when this call wrote its tickets (a replay finds them already there). */
  paid: OrderPaid | null;
}

/**
 * A capture pays this order only if it is COMPLETED for exactly the order's amount, currency and
 * reference, and that amount is the order's own price (an unissued order keeps the money a refused
 * registration took as its total, which may be less).
 */
export const capturePaysOrder = (result: Extract<CaptureResult, { status: "completed" }>, order: Order): boolean =>
  result.amountMinor === order.totalMinor &&
  order.totalMinor === subtotalPriceLines({ ...order, currency: currencyOf(order.currency) }).totalMinor &&
  result.currency === order.currency &&
  result.reference === String(order.id);

/**
 * What to do with a provider's answer about an order's payment: a matching completed capture
 * becomes tickets; a completed one that cannot be honoured (wrong amount, seats gone since the
 * hold ran out, or writing the tickets failed) goes back to the buyer (see returnPayment);
 * anything else is not paid.
 */
export async function settleCapture(db: Db, provider: PaymentProvider, order: Order, result: CaptureResult, now: Date, log: Logger): Promise<Settlement> {
  if (result.status === "declined") return { outcome: "declined", paid: null };
  if (result.status === "not_completed") return { outcome: "not_completed", paid: null };
  if (!capturePaysOrder(result, order)) {
    await returnPayment(db, provider, order.id, result.captureId, log);
    return { outcome: "provider_error", paid: null };
  }
  try {
    return { outcome: "completed", paid: await completePaidOrder(db, order.id, result.captureId, "payment", now) };
  } catch (error) {
    if (!(error instanceof DomainError)) log.error({ err: error, orderId: order.id, captureId: result.captureId }, `Order ${order.id} was paid (capture ${result.captureId}) but its tickets could not be written`);
    await returnPayment(db, provider, order.id, result.captureId, log);
    return { outcome: "registration_failed", paid: null };
  }
}
