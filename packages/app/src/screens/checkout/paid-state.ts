import type { TPriceLines } from "@vyc/validators";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** The price lines of the order just paid, as the server fixed them, shown again on the confirmation page. */
    paid?: TPriceLines;
  }
}

export {};
