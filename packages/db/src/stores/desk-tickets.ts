import type { InferResult } from "kysely";
import type { Queries } from "../database";
import { containsIgnoringCase } from "../text-filter";

/**
 * What a desk ticket view needs: the ticket, its event, its order and buyer, its guardian consent's
 * status and its accepted check-in (the first; the database holds a ticket to one), with who made it.
 */
function deskTickets(db: Queries) {
  return db.query
    .selectFrom("Ticket")
    .innerJoin("Event", "Event.id", "Ticket.eventId")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .leftJoin("User as Buyer", "Buyer.id", "Order.userId")
    .leftJoin("CheckIn", (join) => join.onRef("CheckIn.acceptedTicketId", "=", "Ticket.id").on("CheckIn.result", "=", "accepted"))
    .leftJoin("User as Staff", "Staff.id", "CheckIn.staffId")
    .leftJoin("GuardianConsent", "GuardianConsent.ticketId", "Ticket.id")
    .selectAll("Ticket")
    .select([
      "Event.name as eventName",
      "Event.nameVi as eventNameVi",
      "Event.dateStart as eventDateStart",
      "Event.dateEnd as eventDateEnd",
      "Event.place as eventPlace",
      "Event.timeZone as eventTimeZone",
      "Event.checkInOpensAt as eventCheckInOpensAt",
      "Event.checkInClosesAt as eventCheckInClosesAt",
      "Order.status as orderStatus",
      "Order.provider as orderProvider",
      "Order.logisticCase as orderLogisticCase",
      "Order.totalMinor as orderTotalMinor",
      "Order.currency as orderCurrency",
      "Order.createdAt as orderCreatedAt",
      "Buyer.email as buyerEmail",
      "CheckIn.scannedAt as firstCheckInAt",
      "CheckIn.deviceId as firstCheckInDeviceId",
      "CheckIn.deskName as firstCheckInDeskName",
      "CheckIn.source as firstCheckInSource",
      "Staff.email as firstCheckInStaffEmail",
      "GuardianConsent.status as guardianConsentStatus",
    ]);
}

export type DeskTicketRow = InferResult<ReturnType<typeof deskTickets>>[number];

/** A ticket as the desk shows it; it must exist. */
export function findDeskTicket(db: Queries, ticketId: string): Promise<DeskTicketRow> {
  return deskTickets(db).where("Ticket.id", "=", ticketId).executeTakeFirstOrThrow();
}

/** The ticket a scan names: by id, by the secret of its QR code, or by its short code within an event. */
export async function findScannedDeskTicket(
  db: Queries,
  scan: { ticketId: string } | { secret: string } | { eventId: number; shortCode: string },
): Promise<DeskTicketRow | null> {
  const query = deskTickets(db);
  const found =
    "ticketId" in scan
      ? query.where("Ticket.id", "=", scan.ticketId)
      : "secret" in scan
        ? query.where("Ticket.secret", "=", scan.secret)
        : query.where("Ticket.eventId", "=", scan.eventId).where("Ticket.shortCode", "=", scan.shortCode);
  return (await found.executeTakeFirst()) ?? null;
}

/** What the desk searches tickets by; each also matches a scanned code (the exact secret) where it has one. */
export type DeskTicketSearch =
  | { orderId: number; secret: string }
  | { email: string }
  /** Every word matches the first or the last name. */
  | { nameWords: string[]; secret: string };

/** Tickets found, soonest event first; names and e-mails match whatever their case, on either engine. */
export function searchDeskTickets(db: Queries, search: DeskTicketSearch, take: number): Promise<DeskTicketRow[]> {
  return deskTickets(db)
    .where((eb) => {
      const contains = (column: "Ticket.email" | "Buyer.email" | "Ticket.firstName" | "Ticket.lastName", text: string) =>
        containsIgnoringCase(db.engine, eb.ref(column), text);
      if ("orderId" in search) return eb.or([eb("Ticket.orderId", "=", search.orderId), eb("Ticket.secret", "=", search.secret)]);
      if ("email" in search) return eb.or([contains("Ticket.email", search.email), contains("Buyer.email", search.email)]);
      return eb.or([
        eb("Ticket.secret", "=", search.secret),
        eb.and(search.nameWords.map((word) => eb.or([contains("Ticket.firstName", word), contains("Ticket.lastName", word)]))),
      ]);
    })
    .orderBy("Event.dateStart", "asc")
    .orderBy("Ticket.orderId", "asc")
    .orderBy("Ticket.number", "asc")
    .limit(take)
    .execute();
}
