import type { Locale } from "@vyc/i18n";
import { useMemo } from "react";
import { useActiveLocale } from "./use-locale";
import "./localized-event.css";

/** A text of an event in the active language; `fallback` when it is shown in English for want of a translation. */
export interface LocalizedValue<T> {
  value: T;
  fallback: boolean;
}

/** The texts an event may carry in both languages (the Vietnamese ones empty when not translated). */
export interface EventTexts {
  name: string;
  nameVi?: string;
  description?: string;
  descriptionVi?: string;
  features?: string[];
  featuresVi?: string[];
  checklist?: string[];
  checklistVi?: string[];
  eventCategory?: string;
  eventCategoryVi?: string;
  place?: string;
  placeVi?: string;
  location?: string;
  locationVi?: string;
}

export interface LocalizedEvent {
  name: LocalizedValue<string>;
  description: LocalizedValue<string>;
  features: LocalizedValue<string[]>;
  checklist: LocalizedValue<string[]>;
  category: LocalizedValue<string>;
  place: LocalizedValue<string>;
  location: LocalizedValue<string>;
}

const text = (en: string, vi: string | undefined, locale: Locale): LocalizedValue<string> =>
  locale === "en" ? { value: en, fallback: false } : vi?.trim() ? { value: vi, fallback: false } : { value: en, fallback: en !== "" };

const list = (en: string[], vi: string[] | undefined, locale: Locale): LocalizedValue<string[]> =>
  locale === "en" ? { value: en, fallback: false } : vi?.length ? { value: vi, fallback: false } : { value: en, fallback: en.length > 0 };

/** An event's texts in the language given, English where they are not translated. */
export function localizeEvent(event: EventTexts, locale: Locale): LocalizedEvent {
  return {
    name: text(event.name, event.nameVi, locale),
    description: text(event.description ?? "", event.descriptionVi, locale),
    features: list(event.features ?? [], event.featuresVi, locale),
    checklist: list(event.checklist ?? [], event.checklistVi, locale),
    category: text(event.eventCategory ?? "", event.eventCategoryVi, locale),
    place: text(event.place ?? "", event.placeVi, locale),
    location: text(event.location ?? "", event.locationVi, locale),
  };
}

/** An event's texts in the active language, English where they are not translated. */
export function useLocalizedEvent(event: EventTexts): LocalizedEvent {
  const locale = useActiveLocale();
  return useMemo(() => localizeEvent(event, locale), [event, locale]);
}

/** The mark next to a text shown in English: the name of the English language in the active one. */
export function EnglishBadge() {
  const locale = useActiveLocale();
  const label = useMemo(() => new Intl.DisplayNames([locale], { type: "language" }).of("en") ?? "English", [locale]);
  return <span className="badge lang-badge">{label}</span>;
}

/** `lang="en"` for content shown in English inside a page in another language. */
export const fallbackLang = (localized: LocalizedValue<unknown>): "en" | undefined => (localized.fallback ? "en" : undefined);

/** A text in the active language, or in English marked with the badge. */
export function LocalizedText({ text: localized }: { text: LocalizedValue<string> }) {
  if (!localized.fallback) return <>{localized.value}</>;
  return (
    <>
      <span lang="en">{localized.value}</span>
      <EnglishBadge />
    </>
  );
}

/** An event's category in the active language, or in English marked with the badge. */
export function EventCategory({ event }: { event: Pick<EventTexts, "name" | "eventCategory" | "eventCategoryVi"> }) {
  const locale = useActiveLocale();
  return <LocalizedText text={localizeEvent(event, locale).category} />;
}

/** An event's name in the active language, or in English marked with the badge. */
export function EventName({ event }: { event: Pick<EventTexts, "name" | "nameVi"> }) {
  const locale = useActiveLocale();
  return <LocalizedText text={localizeEvent(event, locale).name} />;
}
