import type { Queries } from "../database";

/** A ticket found by its details link, with its event and whether its order is paid and it is valid. */
export interface TicketOfDetailsLink {
  id: string;
  firstName: string;
  lastName: string;
  gender: string;
  phone: string;
  country: string;
  expectation: string;
  healthcare: string | null;
  status: string;
  orderStatus: string;
  event: { name: string; nameVi: string; dateStart: Date; dateEnd: Date; timeZone: string; isOnline: boolean };
}

/** Gives a ticket a new details link (by the hash of its token); the one before stops working. */
export async function setTicketDetailsToken(db: Queries, ticketId: string, tokenHash: string): Promise<void> {
  await db.query.updateTable("Ticket").set({ detailsTokenHash: tokenHash }).where("id", "=", ticketId).execute();
}

/** The ticket whose details link has this token hash, if any. */
export async function findTicketByDetailsToken(db: Queries, tokenHash: string): Promise<TicketOfDetailsLink | null> {
  const row = await db.query
    .selectFrom("Ticket")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .innerJoin("Event", "Event.id", "Ticket.eventId")
    .select(["Ticket.id", "Ticket.firstName", "Ticket.lastName", "Ticket.gender", "Ticket.phone", "Ticket.country", "Ticket.expectation", "Ticket.healthcare", "Ticket.status"])
    .select(["Order.status as orderStatus", "Event.name", "Event.nameVi", "Event.dateStart", "Event.dateEnd", "Event.timeZone", "Event.isOnline"])
    .where("Ticket.detailsTokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { name, nameVi, dateStart, dateEnd, timeZone, isOnline, ...ticket } = row;
  return { ...ticket, event: { name, nameVi, dateStart, dateEnd, timeZone, isOnline } };
}

/** The details an attendee completed through their link (healthcare already sealed, or null). */
export interface TicketDetailsColumns {
  gender: string;
  phone: string;
  country: string;
  expectation: string;
  healthcare: string | null;
}

export async function saveTicketDetails(db: Queries, ticketId: string, columns: TicketDetailsColumns): Promise<void> {
  await db.query.updateTable("Ticket").set(columns).where("id", "=", ticketId).execute();
}
