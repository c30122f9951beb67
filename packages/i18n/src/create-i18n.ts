import i18next, { type i18n } from "i18next";
import ICU from "i18next-icu";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { NAMESPACES, resources } from "./resources";

/** What formats the catalogs' ICU MessageFormat (plurals, selects, numbers): i18next-icu unless told. */
type MessageFormatter = Parameters<i18n["use"]>[0];

/**
 * A ready i18next instance over the bundled catalogs, with ICU MessageFormat (plurals, selects,
 * numbers). Catalogs are bundled, so initialisation is synchronous and `t` works at once.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE, formatter: MessageFormatter = ICU): i18n {
  const instance = i18next.createInstance();
  void instance.use(formatter).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
