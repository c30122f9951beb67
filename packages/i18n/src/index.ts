export { catalogText, hasCatalogText, type CatalogText } from "./catalog-text";
export { createI18n } from "./create-i18n";
export { createBrowserI18n, type ScreenNamespace } from "./browser-i18n";
export { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, pickLocale, type Locale } from "./locales";
export { formatDateRange, formatDateTime, formatDay, formatLocalDateTime, formatPrice, formatZoneName } from "./format";
export { findMessage, translateMessage } from "./message-lookup";
