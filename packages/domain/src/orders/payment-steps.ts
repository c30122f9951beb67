import { type Db } from "@vyc/db";
import { findSaleEvent } from "@vyc/db/stores/events";
import { findOrder, OrderChangedMeanwhile, type Order } from "@vyc/db/stores/orders";
import { CHECKOUT_MESSAGES, currencyOf, subtotalPriceLines, type CaptureOutcome, type TCapturePaymentInput } from "@vyc/validators";
import { PaymentProviderError, providerFor, type CaptureResult, type PaymentProvider, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import type { Logger } from "../shared/logger";
import { assertHoldRunning, isHoldRunning, moveOrder, ownOrder, type Payer } from "./order-life";
import { writePaidOrder, type OrderPaid } from "./paid-order";

/*
 * The payment's steps, from the buyer's approval to tickets or money back: capture at the provider,
 * settle its answer, complete the paid order, or return the money. Every status change is a move of
 * the order's life (order-life.ts).
 */

/**
 * Turns a captured order into a paid one with its tickets, in one transaction. Idempotent: a
 * replay of the same capture changes nothing and reports no payment (null). An order whose hold
 * ran out before the money arrived, or one left unissued ("paid, tickets not issued"), is completed
 * only if the seats (and discount) are still free; otherwise a DomainError tells the caller to refund.
 * An order that changed while it was being paid (released, paid by another capture, repriced) is
 * paid again as it is then, once.
 */
async function completePaidOrder(db: Db, orderId: number, captureId: string, by: Payer, now: Date): Promise<OrderPaid | null> {
  try {
    return await writeCapturedOrder(db, orderId, captureId, by, now);
  } catch (error) {
    if (!(error instanceof OrderChangedMeanwhile)) throw error;
    return writeCapturedOrder(db, orderId, captureId, by, now);
  }
}

function writeCapturedOrder(db: Db, orderId: number, captureId: string, by: Payer, now: Date): Promise<OrderPaid | null> {
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
    if (error instanceof DomainError) log.warn({ kind: error.kind, reason: error.reason, orderId: order.id, captureId: result.captureId }, `Order ${order.id} was paid (capture ${result.captureId}) but refused its tickets: ${error.message}`);
    else log.error({ err: error, orderId: order.id, captureId: result.captureId }, `Order ${order.id} was paid (capture ${result.captureId}) but its tickets could not be written`);
    await returnPayment(db, provider, order.id, result.captureId, log);
    return { outcome: "registration_failed", paid: null };
  }
}

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
