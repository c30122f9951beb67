import { withConnection, type Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, type TCreatePaymentInput } from "@vyc/validators";
import { PaymentProviderError, providerFor, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import { assertHoldRunning, ownOrder } from "./open-order";
import { attachProviderOrder, findOrder, findSaleEvent } from "./order-store";

/**
 * Opens the payment of a held order at the provider, for the order's own price (never a price from
 * the browser), and remembers the provider's order id.
 */
export async function createPayment(db: Db, providers: PaymentProviders, userId: string, input: TCreatePaymentInput, now: Date): Promise<{ providerOrderId: string }> {
  const { order, event } = await withConnection(db, (connection) => {
    const order = ownOrder(findOrder(connection, input.orderId), userId);
    assertHoldRunning(order, now);
    if (order.totalMinor === 0) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.nothingToPay);
    const event = findSaleEvent(connection, order.eventId);
    if (!event) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.registrationClosed);
    return { order, event };
  });
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
  const attached = await withConnection(db, (connection) => attachProviderOrder(connection, order.id, order.totalMinor, provider.name, providerOrderId));
  if (!attached) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
  return { providerOrderId };
}
