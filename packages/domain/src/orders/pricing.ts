import type { Order } from "@vyc/db";
import { currencyOf, orderPriceLines, priceLines, type TQuote } from "@vyc/validators";

/** The server's price of `quantity` tickets at the event's unit price, less the discount, as an order stores it. */
export function priceOrder(unitPriceMinor: number, quantity: number, discountPercent: number, currency: string) {
  const lines = priceLines({ unitPriceMinor, quantity, discountPercent, currency: currencyOf(currency) });
  return { unitPriceMinor, subtotalMinor: lines.subtotalMinor, discountPercent, totalMinor: lines.totalMinor };
}

export function toQuote(order: Pick<Order, "quantity" | "unitPriceMinor" | "subtotalMinor" | "discountPercent" | "totalMinor" | "currency">, discountCode: string | null): TQuote {
  return { ...orderPriceLines(order), discountCode };
}
