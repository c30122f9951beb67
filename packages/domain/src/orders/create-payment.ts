import { type Db } from "@vyc/db";
import { findSaleEvent } from "@vyc/db/stores/events";
import { attachProviderOrder, findOrder } from "@vyc/db/stores/orders";
import { CHECKOUT_MESSAGES, type TCreatePaymentInput } from "@vyc/validators";
import { PaymentProviderError, providerFor, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import { assertHoldRunning, ownOrder } from "./order-life";

/**
 * Opens the payment of a held order at the provider, for the order's own price (never a price from
 * the browser), and remembers the provider's order id.
 */
export async function createPayment(db: Db, providers: PaymentProviders, userId: string, input: TCreatePaymentInput, now: Date): Promise<{ providerOrderId: string }> {
  const sql = db;
  const order = ownOrder(await findOrder(sql, input.orderId), userId);
  assertHoldRunning(order, now);
  if (order.totalMinor === 0) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.nothingToPay);
  const event = await findSaleEvent(sql, order.eventId);
  if (!event) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.registrationClosed);
  const provider = providerFor(providers, input.provider);
  if (!provider) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.providerUnavailable);
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await provider.createOrder({
      reference: String(order.id),
      description: `${event.eventCategory} ${event.name}`,
      itemName: event.name,
      quantity: order.quantity,
      unitAmountMinor: order.unitPriceMinor,
      totalMinor: order.totalMinor,
      currency: order.currency,
    }));
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new DomainError("SERVICE_UNAVAILABLE", error.message, { cause: error });
    throw error;
  }
  const attached = await attachProviderOrder(sql, order.id, order.totalMinor, provider.name, providerOrderId);
  if (!attached) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
  return { providerOrderId };
}
