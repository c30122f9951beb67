import { type Db } from "@vyc/db";
import { findOrder, repriceHeldOrder } from "@vyc/db/stores/orders";
import { listOrderLines, listTicketTypes } from "@vyc/db/stores/ticket-types";
import { CHECKOUT_MESSAGES, type TApplyDiscountInput, type TQuote } from "@vyc/validators";
import { findUsableDiscount } from "../discounts/discount-rules";
import { DomainError } from "../shared/errors";
import { assertHoldRunning, ownOrder } from "./order-life";
import { priceItems, repriceOrder, toQuote } from "./pricing";

/**
 * Applies a discount code to a held order (or removes it with `code: null`) and returns the new
 * price. The price changes, so a payment already opened at the provider is dropped.
 */
export async function applyDiscount(db: Db, userId: string, input: TApplyDiscountInput, now: Date): Promise<TQuote> {
  return db.transaction(async (sql) => {
    const order = ownOrder(await findOrder(sql, input.orderId), userId);
    assertHoldRunning(order, now);
    const discount = input.code ? await findUsableDiscount(sql, input.code, { now, eventId: order.eventId, excludeOrderId: order.id }) : null;
    const price = repriceOrder(order, discount?.percent ?? 0);
    if (!(await repriceHeldOrder(sql, order.id, price, discount?.id ?? null))) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
    const items = priceItems(await listOrderLines(sql, order.id), (await listTicketTypes(sql, order.eventId)).length);
    return toQuote({ ...order, ...price }, discount?.code ?? null, items);
  });
}
