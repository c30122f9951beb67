import { type Db } from "@vyc/db";
import { findUserLocaleSetting, saveUserLocale } from "@vyc/db/stores/users";
import { isLocale, type Locale } from "@vyc/i18n";

/** The language an account chose, or null when it has not chosen one yet. */
export async function findUserLocale(db: Db, userId: string): Promise<Locale | null> {
  const locale = await findUserLocaleSetting(db, userId);
  return isLocale(locale) ? locale : null;
}

/** Remembers the account's language for the site and its e-mails. */
export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await saveUserLocale(db, userId, locale);
}
