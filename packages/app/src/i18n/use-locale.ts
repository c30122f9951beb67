import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@vyc/i18n";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../lib/trpc";
import { useAppI18n } from "./language-provider";
import { storeLocale } from "./locale-storage";

type I18n = ReturnType<typeof useTranslation>["i18n"];

/** Shows the page in `locale`: the catalogs, and `<html lang>` for assistive technology, fonts and hyphenation. */
export function applyLocale(i18n: I18n, locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** The language the page shows. */
export function useActiveLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Saves the account's language; the session query then answers it. */
export function useSaveAccountLocale(): (locale: Locale) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.account.setLocale.mutationOptions({
      onSuccess: ({ locale }) => queryClient.setQueryData(trpc.auth.me.queryKey(), (user) => (user ? { ...user, locale } : user)),
    }),
  );
  return useCallback((locale: Locale) => mutate({ locale }), [mutate]);
}

/**
 * The active language and the switch's action: shows it, remembers it in this browser and, when signed
 * in, on the account. Whether someone is signed in is read from the session already loaded when the
 * switch is used, so the switch never asks the server itself.
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const i18n = useAppI18n();
  const locale = useActiveLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saveAccountLocale = useSaveAccountLocale();
  const setLocale = useCallback(
    (next: Locale) => {
      applyLocale(i18n, next);
      storeLocale(next);
      if (queryClient.getQueryData(trpc.auth.me.queryKey())) saveAccountLocale(next);
    },
    [i18n, queryClient, trpc, saveAccountLocale],
  );
  return { locale, setLocale };
}
