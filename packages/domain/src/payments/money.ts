import { currencyOf, decimalToMinor, isCurrency, minorToDecimal } from "@vyc/validators";

/** Minor units to the provider's decimal string with the currency's digits: 83300 EUR → "833.00". */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  return minorToDecimal(minor, currencyOf(currency));
}

/** A provider's decimal string in one of the network's currencies to minor units, exactly (no floating point); null when malformed. */
export function fromDecimalString(value: unknown, currency: unknown): number | null {
  if (typeof value !== "string" || typeof currency !== "string" || !isCurrency(currency)) return null;
  return decimalToMinor(value, currency);
}
