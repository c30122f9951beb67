import { type Db } from "@vyc/db";
import { findOrder } from "@vyc/db/stores/orders";
import { CHECKOUT_MESSAGES, type TCapturePaymentInput } from "@vyc/validators";
import { PaymentProviderError, providerFor, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import type { Logger } from "../shared/logger";
import { assertHoldRunning, ownOrder } from "./order-life";
import { settleCapture, type Settlement } from "./settle-capture";

/** Fixed per order and provider order, so a replayed capture is the same request to the provider. */
const captureRequestId = (orderId: number, providerOrderId: string): string => `vyc-capture-${orderId}-${providerOrderId}`;

/**
 * The buyer approved the payment: the server captures it itself and, only when the provider says
 * COMPLETED for this order's exact amount, marks the order paid and writes its tickets.
 */
export async function capturePayment(db: Db, providers: PaymentProviders, userId: string, input: TCapturePaymentInput, now: Date, log: Logger): Promise<Settlement> {
  const order = ownOrder(await findOrder(db, input.orderId), userId);
  if (order.providerOrderId !== input.providerOrderId) throw new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.captureNotVerified);
  if (order.status === "paid") return { outcome: "completed", paid: null };
  assertHoldRunning(order, now);
  const provider = providerFor(providers, order.provider);
  if (!provider) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.providerUnavailable);
  try {
    const result = await provider.captureOrder(input.providerOrderId, captureRequestId(order.id, input.providerOrderId));
    return await settleCapture(db, provider, order, result, now, log);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error, orderId: order.id }, `Capture of order ${order.id} failed`);
    return { outcome: "provider_error", paid: null };
  }
}
