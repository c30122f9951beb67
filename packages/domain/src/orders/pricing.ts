import type { Order } from "@vyc/db/stores/orders";
import type { OrderLineRow } from "@vyc/db/stores/ticket-types";
import { currencyOf, orderPriceLines, priceLines, subtotalPriceLines, type TPriceItem, type TPriceLines, type TQuote } from "@vyc/validators";

/** The server's price of `quantity` tickets at the event's unit price, less the discount, as an order stores it. */
export function priceOrder(unitPriceMinor: number, quantity: number, discountPercent: number, currency: string) {
  return storedPrice(priceLines({ unitPriceMinor, quantity, discountPercent, currency: currencyOf(currency) }));
}

/** The server's price of an order's lines (subtotal = the sum of its tickets' unit prices), less the discount, as an order stores it. */
export function priceOrderLines(lines: readonly OrderLineRow[], discountPercent: number, currency: string) {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotalMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  return storedPrice(subtotalPriceLines({ unitPriceMinor: lines[0]?.unitPriceMinor ?? 0, quantity, subtotalMinor, discountPercent, currency: currencyOf(currency) }));
}

/** A held order's price with another discount: its tickets' subtotal stays. */
export function repriceOrder(order: Pick<Order, "unitPriceMinor" | "quantity" | "subtotalMinor" | "currency">, discountPercent: number) {
  return storedPrice(subtotalPriceLines({ ...order, discountPercent, currency: currencyOf(order.currency) }));
}

const storedPrice = (lines: TPriceLines) => ({ unitPriceMinor: lines.unitPriceMinor, subtotalMinor: lines.subtotalMinor, discountPercent: lines.discountPercent, totalMinor: lines.totalMinor });

/** The price's lines by type, only when the event sells more than one type (one type keeps "quantity × unit price"). */
export function priceItems(lines: ReadonlyArray<OrderLineRow & { name: string; nameVi: string }>, typesOnOffer: number): TPriceItem[] | undefined {
  if (typesOnOffer < 2) return undefined;
  return lines.map((line) => ({ ticketTypeId: line.ticketTypeId, name: line.name, nameVi: line.nameVi, quantity: line.quantity, unitPriceMinor: line.unitPriceMinor }));
}

export function toQuote(
  order: Pick<Order, "quantity" | "unitPriceMinor" | "subtotalMinor" | "discountPercent" | "totalMinor" | "currency">,
  discountCode: string | null,
  items?: TPriceItem[],
): TQuote {
  return { ...orderPriceLines(order), discountCode, ...(items ? { items } : {}) };
}
