import { pickLocale, type Locale } from "@vyc/i18n";

/** The language of a first visit: the browser's preferences (what it sends as Accept-Language). */
export function initialLocale(): Locale {
  return pickLocale(typeof navigator === "undefined" ? null : navigator.languages);
}
