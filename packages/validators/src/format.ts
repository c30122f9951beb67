import { formatPrice, type Locale } from "@vyc/i18n";
import { LIMITS } from "./limits";

/** Minor units (cents) to major units. */
export const toMajor = (minor: number): number => minor / 100;
export const toMinor = (major: number): number => Math.round(major * 100);

/** An amount in minor units (as the server counts money) written as a price in `locale`: "490 €", "$180". */
export const formatMoney = (minor: number, currency: string, locale: Locale): string => formatPrice(toMajor(minor), currency, locale);

/**
 * Total = tickets × unit price, minus the discount percent if any, rounded to the nearest
 * 10 units of the currency. Works in minor units; returns minor units.
 */
export function computeTotalMinor(unitPriceMinor: number, tickets: number, discountPercent = 0): number {
  const gross = unitPriceMinor * tickets;
  const discounted = gross - (gross * discountPercent) / 100;
  const step = LIMITS.roundingUnits * 100;
  return Math.round(discounted / step) * step;
}

/** How far computeTotalMinor's rounding moved a total from its subtotal less the discount, in minor units (negative when rounded down). */
export function roundingMinorOf(subtotalMinor: number, totalMinor: number, discountPercent = 0): number {
  return totalMinor - Math.round(subtotalMinor - (subtotalMinor * discountPercent) / 100);
}
