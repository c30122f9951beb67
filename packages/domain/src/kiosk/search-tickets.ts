import { searchDeskTickets, type Db, type DeskTicketSearch } from "@vyc/db";
import { KIOSK_LIMITS, type TDeskTicket } from "@vyc/validators";
import { toDeskTicket } from "./desk-ticket";

/** "123" or "#123": an order number. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/** What a query typed or scanned at the desk searches by; a scanned code is also matched exactly. */
function deskTicketSearch(query: string): DeskTicketSearch {
  const orderNumber = ORDER_NUMBER.exec(query)?.[1];
  if (orderNumber) return { orderId: Number(orderNumber), secret: query };
  if (query.includes("@")) return { email: query };
  // Every word must match the first or the last name ("Anh Nguyen", "nguyen").
  return { nameWords: query.split(/\s+/).filter(Boolean), secret: query };
}

/**
 * Tickets found by name, e-mail, order number or a scanned code (the exact secret), soonest
 * event first. Names and e-mails match whatever their case, on either engine.
 */
export async function searchTickets(db: Db, query: string): Promise<TDeskTicket[]> {
  const rows = await searchDeskTickets(db, deskTicketSearch(query.trim()), KIOSK_LIMITS.searchMaxResults);
  return rows.map(toDeskTicket);
}
