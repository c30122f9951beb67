import type { Order } from "@vyc/db";
import { computeTotalMinor, type TQuote } from "@vyc/validators";

/** The server's price of `quantity` tickets at the event's unit price, less the discount. */
export function priceOrder(unitPriceMinor: number, quantity: number, discountPercent: number) {
  return { unitPriceMinor, subtotalMinor: unitPriceMinor * quantity, discountPercent, totalMinor: computeTotalMinor(unitPriceMinor, quantity, discountPercent) };
}

export function toQuote(order: Pick<Order, "quantity" | "unitPriceMinor" | "subtotalMinor" | "discountPercent" | "totalMinor" | "currency">, discountCode: string | null): TQuote {
  return {
    quantity: order.quantity,
    unitPriceMinor: order.unitPriceMinor,
    subtotalMinor: order.subtotalMinor,
    discountPercent: order.discountPercent,
    discountCode,
    totalMinor: order.totalMinor,
    currency: order.currency === "USD" ? "USD" : "EUR",
  };
}
