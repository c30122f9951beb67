import { pickLocale, type Locale } from "@vyc/i18n";
import { readStoredLocale } from "./locale-storage";

/** The language a page opens in: the one chosen earlier in this browser, else the browser's preferences (what it sends as Accept-Language). */
export function initialLocale(): Locale {
  return readStoredLocale() ?? pickLocale(typeof navigator === "undefined" ? null : navigator.languages);
}
