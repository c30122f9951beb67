import { useLocation } from "@tanstack/react-router";
import { useMemo } from "react";
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
