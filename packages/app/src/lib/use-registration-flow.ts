import { useCanGoBack, useLocation, useRouter } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { parseFlowState, readDraftFlow } from "./registration-draft";
import type { RegistrationFlowState } from "./registration-flow";

/**
 * The registration carried by the navigation state; after a reload that lost it, the draft this
 * tab kept. Null when neither exists (the page then sends the visitor home).
 */
export function useRegistrationFlow(): RegistrationFlowState | null {
  const fromHistory = useLocation({ select: (location) => location.state.registration });
  return useMemo(() => parseFlowState(fromHistory) ?? readDraftFlow(), [fromHistory]);
}

/** Cancel of the registration steps: back one page, or home when this tab has no page to go back to. */
export function useGoBack(): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return useCallback(() => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: "/" });
  }, [router, canGoBack]);
}
