import { formatMessage } from "./icu";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { resources, type Namespace } from "./resources";

type Catalog = { readonly [key: string]: string | Catalog };
type Values = Record<string, string | number>;

/** A catalog's texts in one language: the text of a dotted key with its values, formatted as the browser formats it. */
export type CatalogText = (key: string, values?: Values) => string;

function find(catalog: Catalog, key: string): string | undefined {
  let found: string | Catalog | undefined = catalog;
  for (const part of key.split(".")) {
    if (typeof found !== "object") return undefined;
    found = found[part];
  }
  return typeof found === "string" ? found : undefined;
}

/**
 * The server's reader of one namespace's texts (e-mails, PDFs, CSVs, server-rendered pages): it
 * answers as an i18next instance over the same catalogs would (English when the language lacks a
 * key, the key itself when English does too) without i18next's per-call work, which took about 26 µs
 * a text; a confirmation's e-mail and documents ask for dozens.
 */
export function catalogText(locale: Locale, namespace: Namespace): CatalogText {
  const own: Catalog = resources[locale][namespace];
  const fallback: Catalog = resources[DEFAULT_LOCALE][namespace];
  return (key, values) => {
    const message = find(own, key) ?? find(fallback, key);
    return message === undefined ? key : formatMessage(message, locale, values);
  };
}

/** Whether the namespace's catalog in that language (or English) has the key. */
export const hasCatalogText = (locale: Locale, namespace: Namespace, key: string): boolean =>
  (find(resources[locale][namespace], key) ?? find(resources[DEFAULT_LOCALE][namespace], key)) !== undefined;
