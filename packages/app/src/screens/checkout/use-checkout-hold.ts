import { useMutation } from "@tanstack/react-query";
import type { TCheckoutStartOutput, TQuote } from "@vyc/validators";
import { useEffect, useRef, useState } from "react";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useTRPC } from "../../lib/trpc";

export type CheckoutHold = TCheckoutStartOutput & { startedAt: number };

/**
 * Entering payment holds the seats: one checkout.start per visit of the page (React's development
 * double effects included), and the quote kept up to date as discounts are applied.
 */
export function useCheckoutHold(flow: RegistrationFlowState) {
  const trpc = useTRPC();
  const start = useMutation(trpc.checkout.start.mutationOptions());
  const [hold, setHold] = useState<CheckoutHold | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(
      {
        eventId: flow.eventId,
        numTickets: flow.numTickets,
        attendees: flow.ticketsData,
        logisticCase: flow.logisticCase,
        logistics: flow.logisticCase === "logisticInformation" ? flow.logisticsData : undefined,
      },
      { onSuccess: (data) => setHold({ ...data, startedAt: Date.now() }) },
    );
  }, [flow, start]);

  const setQuote = (quote: TQuote) => setHold((current) => (current ? { ...current, quote } : current));
  return { hold, error: start.error, setQuote };
}
