import { translateMessage } from "@vyc/i18n";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * Shows a message of the shared form schemas (a field's zod message, from the form itself or from
 * the server's list of field issues) in the active language, through the `errors` catalog; a text
 * the catalog does not hold is shown as it is. Refusals of the server are shown by their code
 * instead (see ShownMessage).
 */
export function useErrorText(): (text: string) => string {
  const { i18n } = useTranslation(["common", "errors"]);
  const language = i18n.language;
  return useCallback((text: string) => translateMessage({ t: i18n.t.bind(i18n), language }, text), [i18n, language]);
}

/** A form message in the active language, for places that render it as a child (field errors). */
export function MessageText({ text }: { text: string }) {
  const errorText = useErrorText();
  return <>{errorText(text)}</>;
}
