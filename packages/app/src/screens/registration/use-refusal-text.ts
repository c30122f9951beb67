import { useCallback } from "react";
import { useShownText } from "../../i18n/shown-text";
import type { RefusalText } from "./answers-resolver";

/** The answers rule's refusals in the active language, naming the question in it. */
export function useRefusalText(): RefusalText {
  const shown = useShownText();
  return useCallback<RefusalText>(
    (refusal, question) => shown({ reason: refusal.reason, message: refusal.message, params: { ...refusal.params, ...(question ? { label: question.label, labelVi: question.labelVi || question.label } : {}) } }),
    [shown],
  );
}
