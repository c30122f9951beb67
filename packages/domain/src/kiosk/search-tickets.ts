import { containsIgnoringCase, type Db, type Prisma } from "@vyc/db";
import { KIOSK_LIMITS, type TDeskTicket } from "@vyc/validators";
import { DESK_TICKET_INCLUDE, toDeskTicket } from "./desk-ticket";

/** "123" or "#123": an order number. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

function searchFilter(db: Db, query: string): Prisma.TicketWhereInput {
  const contains = (text: string) => containsIgnoringCase(db, text);
  const orderNumber = ORDER_NUMBER.exec(query)?.[1];
  if (orderNumber) return { OR: [{ orderId: Number(orderNumber) }, { secret: query }] };
  if (query.includes("@")) return { OR: [{ email: contains(query) }, { order: { user: { email: contains(query) } } }] };
  // Every word must match the first or the last name ("Anh Nguyen", "nguyen").
  const words = query.split(/\s+/).filter(Boolean);
  return {
    OR: [
      { secret: query },
      { AND: words.map((word) => ({ OR: [{ firstName: contains(word) }, { lastName: contains(word) }] })) },
    ],
  };
}

/**
 * Tickets found by name, e-mail, order number or a scanned code (the exact secret), soonest
 * event first. Names and e-mails match whatever their case, on either engine.
 */
export async function searchTickets(db: Db, query: string): Promise<TDeskTicket[]> {
  const rows = await db.ticket.findMany({
    where: searchFilter(db, query.trim()),
    include: DESK_TICKET_INCLUDE,
    orderBy: [{ event: { dateStart: "asc" } }, { orderId: "asc" }, { number: "asc" }],
    take: KIOSK_LIMITS.searchMaxResults,
  });
  return rows.map(toDeskTicket);
}
