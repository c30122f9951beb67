import type { Locale } from "@vyc/i18n";

/** One of an event's texts in a language: the Vietnamese one when entered, else the English one. */
export const inEventLanguage = (english: string, vietnamese: string, locale: Locale): string =>
  locale === "vi" && vietnamese.trim() !== "" ? vietnamese : english;

/** An event's name in a language: the Vietnamese one when entered, else the English one. */
export const eventName = (event: { name: string; nameVi: string }, locale: Locale): string => inEventLanguage(event.name, event.nameVi, locale);
