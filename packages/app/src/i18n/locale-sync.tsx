import { useEffect, useRef } from "react";
import { useSession } from "../lib/use-session";
import { useAppI18n } from "./language-provider";
import { readStoredLocale, storeLocale } from "./locale-storage";
import { applyLocale, useActiveLocale, useSaveAccountLocale } from "./use-locale";

/**
 * Keeps `<html lang>` on the active language, applies the one chosen in this browser and, once the session is known, brings in the account's:
 * a choice made in this browser wins, else the account's language applies; an account that has none
 * yet is given the one shown.
 */
export function LocaleSync() {
  const i18n = useAppI18n();
  const locale = useActiveLocale();
  const session = useSession();
  const saveAccountLocale = useSaveAccountLocale();
  const settledFor = useRef<string | null>(null);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // A choice made before the server read it from a cookie gets the cookie too, and the cookie a new year.
  useEffect(() => {
    const stored = readStoredLocale();
    if (stored) storeLocale(stored);
  }, []);

  useEffect(() => {
    if (session.status !== "authenticated" || settledFor.current === session.user.id) return;
    settledFor.current = session.user.id;
    const stored = readStoredLocale();
    if (session.user.locale === null) saveAccountLocale(stored ?? locale);
    else if (stored === null) applyLocale(i18n, session.user.locale);
  }, [session, locale, i18n, saveAccountLocale]);

  return null;
}
