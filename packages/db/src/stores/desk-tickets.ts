import { sql, type ExpressionBuilder, type InferResult } from "kysely";
import type { DB } from "../database";
import type { Queries } from "../database";
import { matchingTicketIds, type TicketSearch } from "./ticket-search";

/** The check-in list a ticket view shows the check-in of: the event's (null) or one day's; undefined for its first on any list. */
export type ShownList = string | null | undefined;

/** The accepted check-in shown: the list's (the key the database holds unique), else the ticket's first on any list. */
function shownCheckIn(eb: ExpressionBuilder<DB, "Ticket" | "CheckIn">, listDay: ShownList) {
  if (listDay === undefined) {
    const first = eb
      .selectFrom("CheckIn as First")
      .select("First.id")
      .whereRef("First.ticketId", "=", "Ticket.id")
      .where("First.result", "=", "accepted")
      .orderBy("First.scannedAt", "asc")
      .orderBy("First.id", "asc")
      .limit(1);
    return eb("CheckIn.id", "=", first);
  }
  return eb("CheckIn.acceptedKey", "=", listDay === null ? sql.ref<string>("Ticket.id") : sql<string>`${sql.ref("Ticket.id")} || ${`@${listDay}`}`);
}

/**
 * What a desk ticket view needs: the ticket, its event, its order and buyer, its guardian consent's
 * status and an accepted check-in (see shownCheckIn), with who made it.
 */
function deskTickets(db: Queries, listDay: ShownList = undefined) {
  return db.query
    .selectFrom("Ticket")
    .innerJoin("Event", "Event.id", "Ticket.eventId")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .leftJoin("User as Buyer", "Buyer.id", "Order.userId")
    .leftJoin("CheckIn", (join) => join.on((eb) => shownCheckIn(eb, listDay)))
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

/** A ticket as the desk shows it, with its check-in on a list (see ShownList); it must exist. */
export function findDeskTicket(db: Queries, ticketId: string, listDay: ShownList = undefined): Promise<DeskTicketRow> {
  return deskTickets(db, listDay).where("Ticket.id", "=", ticketId).executeTakeFirstOrThrow();
}

/** A ticket as the desk shows it (see findDeskTicket), or null when there is none of that id. */
export async function findDeskTicketIfAny(db: Queries, ticketId: string): Promise<DeskTicketRow | null> {
  return (await deskTickets(db).where("Ticket.id", "=", ticketId).executeTakeFirst()) ?? null;
}

/** The id of the ticket with the secret of a QR code, or with a short code within an event. */
export async function findScannedTicketId(db: Queries, scan: { secret: string } | { eventId: number; shortCode: string }): Promise<string | null> {
  const query = db.query.selectFrom("Ticket").select("id");
  const found = "secret" in scan ? query.where("secret", "=", scan.secret) : query.where("eventId", "=", scan.eventId).where("shortCode", "=", scan.shortCode);
  return (await found.executeTakeFirst())?.id ?? null;
}

/** Tickets a search finds (see matchingTicketIds), soonest event first. */
export function searchDeskTickets(db: Queries, search: TicketSearch, take: number): Promise<DeskTicketRow[]> {
  return deskTickets(db)
    .where("Ticket.id", "in", matchingTicketIds(db, search))
    .orderBy("Event.dateStart", "asc")
    .orderBy("Ticket.orderId", "asc")
    .orderBy("Ticket.number", "asc")
    .limit(take)
    .execute();
}
