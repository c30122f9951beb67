import { type Db } from "@vyc/db";
import { findUserVerificationState } from "@vyc/db/stores/users";
import { catalogText, DEFAULT_LOCALE, hasCatalogText, type CatalogText, type Locale } from "@vyc/i18n";
import { mailLocale } from "../mail/mail-text";

/** The back office's texts in one language (the `admin` catalog), for what the server writes for staff such as CSV files. */
export interface StaffText {
  locale: Locale;
  text(key: string, values?: Record<string, string>): string;
  /** The label of a coded value under `group` ("gender" + "female" → "Female"); the code itself when the catalog has none, "" for none. */
  label(group: string, code: string | null | undefined): string;
}

interface Translator {
  t: CatalogText;
  exists: (key: string) => boolean;
  /** The catalog's labels looked up so far: a sheet of thousands of rows asks for the same few again and again. */
  labels: Map<string, string>;
}

const translators = new Map<Locale, Translator>();

function translator(locale: Locale): Translator {
  let found = translators.get(locale);
  if (!found) {
    found = { t: catalogText(locale, "admin"), exists: (key) => hasCatalogText(locale, "admin", key), labels: new Map() };
    translators.set(locale, found);
  }
  return found;
}

export function staffText(locale: Locale = DEFAULT_LOCALE): StaffText {
  const { t, exists, labels } = translator(locale);
  const label = (group: string, code: string): string => {
    const key = `${group}.${code}`;
    let found = labels.get(key);
    if (found === undefined) {
      if (!exists(key)) return code;
      found = t(key);
      labels.set(key, found);
    }
    return found;
  };
  return {
    locale,
    text: (key, values = {}) => t(key, values),
    label: (group, code) => (code === null || code === undefined || code === "" ? "" : label(group, code)),
  };
}

/** The language of a staff member's file: the one the request names, else the account's chosen one, else English. */
export async function staffLocale(db: Db, userId: string, requested: Locale | undefined): Promise<Locale> {
  if (requested) return requested;
  return mailLocale((await findUserVerificationState(db, userId))?.locale);
}
