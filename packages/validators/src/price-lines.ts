import { z } from "zod";
import { CURRENCIES, LIMITS, type Currency } from "./limits";
import { currencyOf, minorPerMajor } from "./money";

/**
 * What a price is made of, in integer minor units, as every screen and document prints it:
 * quantity × unit price = subtotal, minus the discount, plus the rounding of the total to the
 * nearest 10 units of the currency (negative when rounded down), = total. The lines always add up.
 */
/** The tickets of one type in a price: "Camper 2 × 490 €". */
const ZPriceItem = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
  nameVi: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
});
export type TPriceItem = z.infer<typeof ZPriceItem>;

export const ZPriceLines = z.object({
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  subtotalMinor: z.number().int(),
  discountPercent: z.number().int(),
  discountMinor: z.number().int(),
  roundingMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** The tickets by type, given when the event sells more than one type (then shown instead of "quantity × unit price"). */
  items: z.array(ZPriceItem).optional(),
});
export type TPriceLines = z.infer<typeof ZPriceLines>;

/** The step totals are rounded to: 10 major units of the currency, in minor units. */
const roundingStepMinor = (currency: Currency): number => LIMITS.roundingUnits * minorPerMajor(currency);

/** `percent` of an amount in whole minor units, halves rounded up. */
const percentOf = (amountMinor: number, percent: number): number => Math.floor((amountMinor * percent + 50) / 100);

/** An amount rounded to the nearest multiple of `step`, halves up. */
function roundToStep(amountMinor: number, step: number): number {
  const rest = amountMinor % step;
  return rest * 2 >= step ? amountMinor - rest + step : amountMinor - rest;
}

/**
 * The price rule (specification §9): total = tickets × unit price, minus the discount percent if
 * any, rounded to the nearest 10 units of the currency; with each step as its own line.
 */
export function priceLines(price: { unitPriceMinor: number; quantity: number; discountPercent?: number; currency: Currency }): TPriceLines {
  return subtotalPriceLines({ ...price, subtotalMinor: price.unitPriceMinor * price.quantity });
}

/**
 * The same rule for tickets of several types: the subtotal is the sum of the chosen tickets' unit
 * prices (`unitPriceMinor` is the default type's, shown when all tickets are of one type).
 */
export function subtotalPriceLines(price: { unitPriceMinor: number; quantity: number; subtotalMinor: number; discountPercent?: number; currency: Currency }): TPriceLines {
  const discountPercent = price.discountPercent ?? 0;
  const { subtotalMinor } = price;
  const discountMinor = percentOf(subtotalMinor, discountPercent);
  const totalMinor = roundToStep(subtotalMinor - discountMinor, roundingStepMinor(price.currency));
  return { quantity: price.quantity, unitPriceMinor: price.unitPriceMinor, subtotalMinor, discountPercent, discountMinor, roundingMinor: totalMinor - subtotalMinor + discountMinor, totalMinor, currency: price.currency };
}

/** The lines of an order whose amounts were fixed at purchase: its stored total stays the total, the rounding line is what makes them add up to it. */
export function orderPriceLines(order: { quantity: number; unitPriceMinor: number; subtotalMinor: number; discountPercent: number; totalMinor: number; currency: string }): TPriceLines {
  const discountMinor = percentOf(order.subtotalMinor, order.discountPercent);
  return {
    quantity: order.quantity,
    unitPriceMinor: order.unitPriceMinor,
    subtotalMinor: order.subtotalMinor,
    discountPercent: order.discountPercent,
    discountMinor,
    roundingMinor: order.totalMinor - order.subtotalMinor + discountMinor,
    totalMinor: order.totalMinor,
    currency: currencyOf(order.currency),
  };
}

/** The ticket counts the back office checks a price against (1 to the most one order may hold). */
const ORDER_SIZES = Array.from({ length: LIMITS.ticketsPerOrderMax }, (_, i) => i + 1);

/** The first order of 1 to 8 tickets whose total the rounding changes, for the back office's warning; null when none. */
export function firstRoundedOrder(unitPriceMinor: number, currency: Currency, discountPercent = 0): TPriceLines | null {
  if (unitPriceMinor <= 0) return null;
  for (const quantity of ORDER_SIZES) {
    const lines = priceLines({ unitPriceMinor, quantity, discountPercent, currency });
    if (lines.roundingMinor !== 0) return lines;
  }
  return null;
}
