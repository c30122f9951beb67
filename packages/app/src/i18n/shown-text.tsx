import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { ShownRefusal } from "../lib/api-errors";

/**
 * What a banner or toast shows: a text already in the active language, or a refusal, translated
 * from the `errors` catalogs by its code each time it shows (so a change of language changes it).
 */
export type ShownText = string | ShownRefusal;

type Translate = ReturnType<typeof useTranslation>["t"];

/**
 * A refusal's values for a language: in Vietnamese a value named `<name>Vi` (an event's Vietnamese
 * name) stands for `<name>`, so both catalogs name the same placeholders.
 */
function localizedParams(params: ShownRefusal["params"], language: string | undefined): ShownRefusal["params"] {
  if (language !== "vi") return params;
  const localized = { ...params };
  for (const [key, value] of Object.entries(params)) if (key.endsWith("Vi") && key.length > 2) localized[key.slice(0, -2)] = value;
  return localized;
}

/** A refusal in the language of `t`: its catalog entry with its values; its English text when it has no code. */
export function refusalText(t: Translate, refusal: ShownRefusal, language?: string): string {
  const params = localizedParams(refusal.params, language);
  const text = refusal.reason === null ? refusal.message : t(`errors:${refusal.reason}`, { ...params, defaultValue: refusal.message });
  return refusal.wrapped ? t("errors:wrapper.errorWithMessage", { message: text.replace(/\.$/, "") }) : text;
}

/** Shows a text or a refusal in the active language (waiting, the first moments of a visit, for the `errors` catalog). */
export function useShownText(): (text: ShownText) => string {
  const { t, i18n } = useTranslation(["common", "errors"]);
  const language = i18n.resolvedLanguage;
  return useCallback((text: ShownText) => (typeof text === "string" ? text : refusalText(t, text, language)), [t, language]);
}

/** A text or a refusal in the active language, for places that render it as a child (toasts, banners). */
export function ShownMessage({ text }: { text: ShownText }) {
  const shown = useShownText();
  return <>{shown(text)}</>;
}
