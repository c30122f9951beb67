import { searchDeskTickets, type Db } from "@vyc/db";
import { KIOSK_LIMITS, type TDeskTicket } from "@vyc/validators";
import { ticketSearch } from "../tickets/ticket-search";
import { toDeskTicket } from "./desk-ticket";

/**
 * Tickets found by name, e-mail, order number, short code or a scanned code (the exact secret),
 * soonest event first. Names and e-mails match whatever their case and accents, on either engine.
 */
export async function searchTickets(db: Db, query: string): Promise<TDeskTicket[]> {
  const rows = await searchDeskTickets(db, ticketSearch(query), KIOSK_LIMITS.searchMaxResults);
  return rows.map(toDeskTicket);
}
