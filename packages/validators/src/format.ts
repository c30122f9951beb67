import { LIMITS, type Currency } from "./limits";

/** Minor units (cents) to major units. */
export const toMajor = (minor: number): number => minor / 100;
export const toMinor = (major: number): number => Math.round(major * 100);

const amount = (major: number): string =>
  Number.isInteger(major) ? String(major) : major.toFixed(2);

/** EUR: the price followed by the euro symbol; USD (and any other currency): a dollar sign before it. */
export function formatPrice(major: number, currency: Currency | string): string {
  return currency === "EUR" ? `${amount(major)} €` : `$${amount(major)}`;
}

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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayMonth = (d: Date): string => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
const sameDay = (a: Date, b: Date): boolean =>
  a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() === b.getUTCDate();

/** A single date when start equals end, else a range followed by the year. */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (sameDay(start, end)) return `${dayMonth(start)} ${start.getUTCFullYear()}`;
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `${dayMonth(start)} ${start.getUTCFullYear()} - ${dayMonth(end)} ${end.getUTCFullYear()}`;
  }
  return `${dayMonth(start)} - ${dayMonth(end)} ${end.getUTCFullYear()}`;
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${dayMonth(d)} ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}
