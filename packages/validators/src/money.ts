import { CURRENCIES, type Currency } from "./limits";

/**
 * Digits after the decimal point of each currency's amounts (ISO 4217, as PayPal takes them):
 * integer minor units times 10^digits make one major unit.
 */
export const CURRENCY_MINOR_DIGITS: Record<Currency, number> = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  CHF: 2,
  NOK: 2,
  DKK: 2,
  SEK: 2,
  PLN: 2,
  CZK: 2,
  CAD: 2,
  AUD: 2,
};

/** The event form's refusal of any other currency, naming the whole list. */
export const CURRENCY_MESSAGE = "Choose EUR, USD, GBP, CHF, NOK, DKK, SEK, PLN, CZK, CAD or AUD.";

export const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** A stored currency code; stored rows only ever hold codes of the list. */
export function currencyOf(code: string): Currency {
  if (!isCurrency(code)) throw new RangeError(`Not a currency of the network: ${code}`);
  return code;
}

/** How many minor units make one major unit of `currency` (100 for cents). */
export const minorPerMajor = (currency: Currency): number => 10 ** CURRENCY_MINOR_DIGITS[currency];

/** Integer minor units as an exact decimal string with the currency's digits: 2500 EUR → "25.00", -5 → "-0.05". */
export function minorToDecimal(minor: number, currency: Currency): `${number}` {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  return (digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${text.slice(-digits)}`) as `${number}`;
}

/**
 * A decimal amount ("25", "19.99", or a JSON number such as 19.99) as integer minor units, read
 * digit by digit, never multiplied in floating point; null when it is not a non-negative amount
 * with at most the currency's digits.
 */
export function decimalToMinor(value: string | number, currency: Currency): number | null {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) return null;
  const minor = Number(`${match[1]}${fraction.padEnd(digits, "0")}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the JSON number of major units the specification's fields carry (exact shortest form: 2550 → 25.5). */
export const toMajor = (minor: number, currency: Currency): number => Number(minorToDecimal(minor, currency));

/** An amount the schemas already checked (at most the currency's digits) in minor units. */
export function toMinor(major: number, currency: Currency): number {
  const minor = decimalToMinor(major, currency);
  if (minor === null) throw new RangeError(`Not an amount of ${currency}: ${major}`);
  return minor;
}
