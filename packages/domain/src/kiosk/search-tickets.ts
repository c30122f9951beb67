import { type Db } from "@vyc/db";
import { searchDeskTickets } from "@vyc/db/stores/desk-tickets";
import { KIOSK_LIMITS, type TDeskTicket } from "@vyc/validators";
import { readTicketsAnswers } from "../questions/ticket-answers";
import { ticketSearch } from "../tickets/ticket-search";
import { toDeskTicket } from "./desk-ticket";

/**
 * Tickets found by name, e-mail, order number, short code or a scanned code (the exact secret),
 * soonest event first, with their answers to the event's questions (sensitive ones left out). Names and
 * e-mails match whatever their case and accents, on either engine.
 */
export async function searchTickets(db: Db, query: string): Promise<TDeskTicket[]> {
  const rows = await searchDeskTickets(db, ticketSearch(query), KIOSK_LIMITS.searchMaxResults);
  const tickets = rows.map(toDeskTicket);
  const answers = new Map<string, TDeskTicket["answers"]>();
  for (const eventId of new Set(tickets.map((t) => t.event.id))) {
    const ofEvent = await readTicketsAnswers(db, eventId, tickets.filter((t) => t.event.id === eventId).map((t) => t.id), false);
    for (const [ticketId, list] of ofEvent) answers.set(ticketId, list);
  }
  return tickets.map((t) => ({ ...t, answers: answers.get(t.id) ?? [] }));
}
