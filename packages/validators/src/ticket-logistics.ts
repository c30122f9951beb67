import { z } from "zod";
import { ZLogisticsRecord, type TLogisticsData } from "./registration";

/** A ticket's travel details as stored and returned: datetimes as "YYYY-MM-DDTHH:mm" (the traveller's wall-clock time). */
export type TTicketLogistics = TLogisticsData[string];

export const ZTicketIdInput = z.object({ ticketId: z.string().trim().min(1).max(64) });

/** Adds or replaces the travel details of one ticket after purchase. */
export const ZUpdateTicketLogisticsInput = ZTicketIdInput.extend({ logistics: ZLogisticsRecord });

export interface TTicketLogisticsOutput {
  ticketId: string;
  logistics: TTicketLogistics | null;
}

export const TICKET_LOGISTICS_MESSAGES = {
  ticketNotFound: "Ticket not found.",
  ticketCancelled: "This ticket is cancelled.",
  onlineEvent: "Online events need no travel details.",
  eventOver: "This event is over: its travel details can no longer change.",
} as const;
