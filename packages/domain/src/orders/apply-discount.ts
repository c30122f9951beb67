import type { Db } from "@vyc/db";
import type { TApplyDiscountInput, TQuote } from "@vyc/validators";
import { findUsableDiscount } from "../discounts/discount-rules";
import { inTransaction } from "../shared/tx";
import { assertHoldRunning, findOwnOrder } from "./open-order";
import { priceOrder, toQuote } from "./pricing";

/**
 * Applies a discount code to a held order (or removes it with `code: null`) and returns the new
 * price. The price changes, so a payment already opened at the provider is dropped.
 */
export async function applyDiscount(db: Db, userId: string, input: TApplyDiscountInput, now: Date): Promise<TQuote> {
  return inTransaction(db, async (tx) => {
    const order = await findOwnOrder(tx, userId, input.orderId);
    assertHoldRunning(order, now);
    const discount = input.code ? await findUsableDiscount(tx, input.code, { now, eventId: order.eventId, excludeOrderId: order.id }) : null;
    const updated = await tx.order.update({
      where: { id: order.id },
      data: {
        ...priceOrder(order.unitPriceMinor, order.quantity, discount?.percent ?? 0),
        discountId: discount?.id ?? null,
        provider: null,
        providerOrderId: null,
      },
    });
    return toQuote(updated, discount?.code ?? null);
  });
}
