import { formatPrice, toMajor, type TQuote } from "@vyc/validators";

/** A quote amount in minor units, formatted for its currency. */
export const money = (minor: number, currency: TQuote["currency"]): string => formatPrice(toMajor(minor), currency);
