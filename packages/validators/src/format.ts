import { formatPrice, type Locale } from "@vyc/i18n";
import { currencyOf, minorToDecimal } from "./money";

/** An amount in minor units (as the server counts money) written as a price in `locale`: "490 €", "$180", "£12.50". */
export const formatMoney = (minor: number, currency: string, locale: Locale): string => formatPrice(minorToDecimal(minor, currencyOf(currency)), currency, locale);
