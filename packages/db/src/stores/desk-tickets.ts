import { sql, type ExpressionBuilder, type InferResult, type Kysely } from "kysely";
import type { DB } from "../database";
import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import { dayListKeySuffix } from "./check-ins";
import { matchingTicketIds, type TicketSearch } from "./ticket-search";

/** The check-in list a ticket view shows the check-in of: the event's (null) or one day's; undefined for its first on any list. */
export type ShownList = string | null | undefined;

/**
 * The accepted check-in shown: the ticket's first on any list (undefined), the event list's (null),
 * or a day list's, whose key the database holds unique (see acceptedCheckInKey: the ticket's id
 * followed by `daySuffix`, a value of the statement, so one statement serves every day).
 */
function shownCheckIn(eb: ExpressionBuilder<DB, "Ticket" | "CheckIn">, daySuffix: string | null | undefined) {
  if (daySuffix === undefined) {
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
  return eb("CheckIn.acceptedKey", "=", daySuffix === null ? sql.ref<string>("Ticket.id") : sql<string>`${sql.ref("Ticket.id")} || ${daySuffix}`);
}

/**
 * What a desk ticket view needs: the ticket, its event, its order and buyer, its guardian consent's
 * status and an accepted check-in (see shownCheckIn), with who made it.
 */
function deskTickets(query: Kysely<DB>, daySuffix: string | null | undefined = undefined) {
  return query
    .selectFrom("Ticket")
    .innerJoin("Event", "Event.id", "Ticket.eventId")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .leftJoin("User as Buyer", "Buyer.id", "Order.userId")
    .leftJoin("CheckIn", (join) => join.on((eb) => shownCheckIn(eb, daySuffix)))
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

/**
 * One desk ticket by id, prepared for each kind of list (a check-in reads the ticket twice, and
 * PostgreSQL takes longer to plan this seven-table read than to run it).
 */
const deskTicketWithFirstCheckIn = prepare((q, v: { ticketId: string }) => deskTickets(q).where("Ticket.id", "=", v.ticketId));
const deskTicketOnEventList = prepare((q, v: { ticketId: string }) => deskTickets(q, null).where("Ticket.id", "=", v.ticketId));
const deskTicketOnDayList = prepare((q, v: { ticketId: string; daySuffix: string }) => deskTickets(q, v.daySuffix).where("Ticket.id", "=", v.ticketId));

function readDeskTicket(db: Queries, ticketId: string, listDay: ShownList): Promise<DeskTicketRow | undefined> {
  if (listDay === undefined) return deskTicketWithFirstCheckIn.first(db, { ticketId });
  if (listDay === null) return deskTicketOnEventList.first(db, { ticketId });
  return deskTicketOnDayList.first(db, { ticketId, daySuffix: dayListKeySuffix(listDay) });
}

/** A ticket as the desk shows it, with its check-in on a list (see ShownList); it must exist. */
export async function findDeskTicket(db: Queries, ticketId: string, listDay: ShownList = undefined): Promise<DeskTicketRow> {
  const row = await readDeskTicket(db, ticketId, listDay);
  if (!row) throw new Error(`No ticket ${ticketId}.`);
  return row;
}

/** A ticket as the desk shows it (see findDeskTicket), or null when there is none of that id. */
export async function findDeskTicketIfAny(db: Queries, ticketId: string): Promise<DeskTicketRow | null> {
  return (await readDeskTicket(db, ticketId, undefined)) ?? null;
}

const ticketIdBySecret = prepare((q, v: { secret: string }) => q.selectFrom("Ticket").select("id").where("secret", "=", v.secret));
const ticketIdByShortCode = prepare((q, v: { eventId: number; shortCode: string }) => q.selectFrom("Ticket").select("id").where("eventId", "=", v.eventId).where("shortCode", "=", v.shortCode));

/** The id of the ticket with the secret of a QR code, or with a short code within an event. */
export async function findScannedTicketId(db: Queries, scan: { secret: string } | { eventId: number; shortCode: string }): Promise<string | null> {
  const found = "secret" in scan ? await ticketIdBySecret.first(db, scan) : await ticketIdByShortCode.first(db, scan);
  return found?.id ?? null;
}

/** Tickets a search finds (see matchingTicketIds), soonest event first. */
export function searchDeskTickets(db: Queries, search: TicketSearch, take: number): Promise<DeskTicketRow[]> {
  return deskTickets(db.query)
    .where("Ticket.id", "in", matchingTicketIds(db, search))
    .orderBy("Event.dateStart", "asc")
    .orderBy("Ticket.orderId", "asc")
    .orderBy("Ticket.number", "asc")
    .limit(take)
    .execute();
}
