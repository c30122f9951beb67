import { isLocale, LOCALE_COOKIE, type Locale } from "@vyc/i18n";

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

/** A year, in seconds: how long the language cookie lasts after the last page that renewed it. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Remembers the language in this browser, and in a cookie too, so the server renders its pages in
 * it and the browser takes them over as they came.
 */
export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
  if (typeof document === "undefined") return;
  const secure = globalThis.location?.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax${secure}`;
}
