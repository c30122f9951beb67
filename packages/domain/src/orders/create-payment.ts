import type { Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, type TCreatePaymentInput } from "@vyc/validators";
import { PaymentProviderError, providerFor, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import { assertHoldRunning, findOwnOrder } from "./open-order";

/**
 * Opens the payment of a held order at the provider, for the order's own price (never a price from
 * the browser), and remembers the provider's order id.
 */
export async function createPayment(db: Db, providers: PaymentProviders, userId: string, input: TCreatePaymentInput, now: Date): Promise<{ providerOrderId: string }> {
  const order = await findOwnOrder(db, userId, input.orderId);
  assertHoldRunning(order, now);
  const provider = providerFor(providers, input.provider);
  if (!provider) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.providerUnavailable);
  const event = await db.event.findUniqueOrThrow({ where: { id: order.eventId }, select: { name: true, eventCategory: true } });
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
  const { count } = await db.order.updateMany({
    where: { id: order.id, status: "pending", totalMinor: order.totalMinor },
    data: { provider: provider.name, providerOrderId },
  });
  if (count !== 1) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
  return { providerOrderId };
}
