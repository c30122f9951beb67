import type { Db } from "@vyc/db";
import { isLocale, type Locale } from "@vyc/i18n";

/** The language an account chose, or null when it has not chosen one yet. */
export async function findUserLocale(db: Db, userId: string): Promise<Locale | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { locale: true } });
  return isLocale(user?.locale) ? user.locale : null;
}

/** Remembers the account's language for the site and its e-mails. */
export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}
