import type { LogisticCase, TLogisticsData, TTicketsData } from "@vyc/validators";

/**
 * The registration flow's navigation state (specification §2), carried from the attendee form
 * through logistics to payment or attendance confirmation.
 */
export interface RegistrationFlowState {
  eventId: number;
  numTickets: number;
  isOnline?: boolean;
  ticketsData: TTicketsData;
  logisticCase?: LogisticCase;
  logisticsData?: TLogisticsData;
}

declare module "@tanstack/react-router" {
  interface HistoryState {
    registration?: RegistrationFlowState;
  }
}
