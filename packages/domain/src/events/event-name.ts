import type { Locale } from "@vyc/i18n";

/** An event's name in a language: the Vietnamese one when entered, else the English one. */
export const eventName = (event: { name: string; nameVi: string }, locale: Locale): string =>
  locale === "vi" && event.nameVi.trim() !== "" ? event.nameVi : event.name;
