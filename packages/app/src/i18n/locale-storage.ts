import { isLocale, type Locale } from "@vyc/i18n";

/** Where this browser remembers the language chosen with the switch. */
const LOCALE_STORAGE_KEY = "vyc.locale";

export function readStoredLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}
