import { translateMessage } from "@vyc/i18n";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * Shows a message that came as English text (a server refusal, a shared form schema's message) in the
 * active language, through the `errors` catalog; a text the catalog does not hold is shown as it is.
 */
export function useErrorText(): (text: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text: string) => translateMessage({ t: i18n.t.bind(i18n), language }, text), [i18n, language]);
}

/** A server or form message in the active language, for places that render it as a child (toasts, banners). */
export function MessageText({ text }: { text: string }) {
  const errorText = useErrorText();
  return <>{errorText(text)}</>;
}
