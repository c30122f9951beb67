import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Queries, Tx } from "../database";
import type * as Tables from "../generated/kysely/types";
import { prepare } from "../query/prepared";
import type { Ticket } from "../rows";
import { addCheckedIn, addTicketFigures, type TicketFigures } from "./event-figures";
import { insertTicketSearchWords } from "./ticket-search";

/**
 * A ticket as its order gives it: the attendee, their travel, the secret of its QR code, and the
 * folded words it is found by (ticketSearchWords of @vyc/validators: its names' words and e-mail).
 */
export type NewTicket = Omit<Insertable<Tables.Ticket>, "id" | "status" | "checkedInAt" | "createdAt"> & { searchWords: readonly string[] };

/**
 * Writes a paid order's tickets of one event, valid, with ids made like the schema's own (UUIDs),
 * in one statement, and the words they are found by in one more; returns what they add to the
 * event's figures (valid tickets, tickets issued on `now`'s UTC day, sold per type; see
 * event-figures), for the caller to count in the same transaction.
 */
export async function insertTicketRows(db: Queries, rows: readonly NewTicket[], now: Date): Promise<TicketFigures> {
  const figures: TicketFigures = { tickets: rows.map((row) => ({ ticketTypeId: row.ticketTypeId ?? null })), direction: 1, issuedOn: now.toISOString().slice(0, 10) };
  if (rows.length === 0) return figures;
  const tickets = rows.map(({ searchWords, ...row }) => ({ row: { ...row, id: randomUUID(), status: "valid", createdAt: now }, searchWords }));
  await db.query.insertInto("Ticket").values(tickets.map(({ row }) => row)).execute();
  const words = tickets.flatMap(({ row, searchWords }) => [...new Set(searchWords)].map((word) => ({ word, ticketId: row.id })));
  await insertTicketSearchWords(db, words);
  return figures;
}

/** Writes a paid order's tickets (see insertTicketRows) and counts them in the event's figures. */
export async function insertTickets(db: Queries, rows: readonly NewTicket[], now: Date): Promise<void> {
  const [first] = rows;
  if (first) await addTicketFigures(db, first.eventId, await insertTicketRows(db, rows, now));
}

/** Every ticket of an event, whatever its state (the rows of its attendee sheet). */
export async function countEventTickets(db: Queries, eventId: number): Promise<number> {
  const row = await db.query.selectFrom("Ticket").select((eb) => eb.fn.countAll<number>().as("count")).where("eventId", "=", eventId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Valid tickets per event. */
export async function countValidTicketsByEvent(db: Queries, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.query
    .selectFrom("Ticket")
    .select((eb) => ["eventId", eb.fn.countAll<number>().as("count")])
    .where("eventId", "in", eventIds)
    .where("status", "=", "valid")
    .groupBy("eventId")
    .execute();
  return new Map(rows.map((r) => [r.eventId, r.count]));
}

export type AttendeeExportRow = Ticket & {
  orderStatus: string;
  /** The order's money and seats, given and given back (to tell a partly refunded order). */
  orderTotalMinor: number;
  orderRefundedMinor: number;
  orderQuantity: number;
  orderRefundedSeats: number;
  logisticCase: string | null;
  buyerEmail: string | null;
};

/** Where a page of the attendee export ends: the last ticket's place in the by-name order. */
export interface ExportCursor {
  lastName: string;
  firstName: string;
  orderId: number;
  number: number;
}

/**
 * A page of an event's tickets by name (after `after`, in the order of the event's by-name index),
 * with its order's status and refunds, logistic case and buyer.
 */
export function listEventTicketsByName(db: Queries, eventId: number, after: ExportCursor | null, limit: number): Promise<AttendeeExportRow[]> {
  return db.query
    .selectFrom("Ticket")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .leftJoin("User", "User.id", "Order.userId")
    .selectAll("Ticket")
    .select([
      "Order.status as orderStatus",
      "Order.totalMinor as orderTotalMinor",
      "Order.refundedMinor as orderRefundedMinor",
      "Order.quantity as orderQuantity",
      "Order.refundedSeats as orderRefundedSeats",
      "Order.logisticCase",
      "User.email as buyerEmail",
    ])
    .where("Ticket.eventId", "=", eventId)
    .where((eb) =>
      after === null
        ? eb.lit(true)
        : eb(eb.refTuple("Ticket.lastName", "Ticket.firstName", "Ticket.orderId", "Ticket.number"), ">", eb.tuple(after.lastName, after.firstName, after.orderId, after.number)),
    )
    .orderBy("Ticket.lastName", "asc")
    .orderBy("Ticket.firstName", "asc")
    .orderBy("Ticket.orderId", "asc")
    .orderBy("Ticket.number", "asc")
    .limit(limit)
    .execute();
}

export type OwnedTicket = Ticket & { userId: string | null; isOnline: boolean; dateEnd: Date };

/** A ticket with the account of its order (userId) and whether its event is online and when it ends. */
export async function findTicketWithOwner(db: Queries, ticketId: string): Promise<OwnedTicket | null> {
  const ticket = await db.query
    .selectFrom("Ticket")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .innerJoin("Event", "Event.id", "Ticket.eventId")
    .selectAll("Ticket")
    .select(["Order.userId", "Event.isOnline", "Event.dateEnd"])
    .where("Ticket.id", "=", ticketId)
    .executeTakeFirst();
  return ticket ?? null;
}

/** The travel columns of a ticket row. */
export type TicketLogisticsColumns = Pick<
  Ticket,
  | "arrivalTransportType" | "arrivalDatetime" | "arrivalAirline" | "arrivalFlightNumber"
  | "departureTransportType" | "departureDatetime" | "departureAirline" | "departureFlightNumber" | "logisticsComments"
>;

/** Replaces a ticket's travel details; the ticket as stored now. */
export function saveTicketLogistics(db: Queries, ticketId: string, columns: TicketLogisticsColumns): Promise<Ticket> {
  return db.query.updateTable("Ticket").set(columns).where("id", "=", ticketId).returningAll().executeTakeFirstOrThrow();
}

const admitFirst = prepare((q, v: { ticketId: string; scannedAt: Date }) =>
  q.updateTable("Ticket").set({ checkedInAt: v.scannedAt }).where("id", "=", v.ticketId).where("checkedInAt", "is", null).returning(["eventId", "status"]),
);

/**
 * A ticket admitted at `scannedAt`: its checkedInAt is its first admission on any list. A valid
 * ticket's first admission counts in its event's checked-in tickets (see event-figures).
 */
export async function markTicketCheckedIn(tx: Tx, ticketId: string, scannedAt: Date): Promise<void> {
  const firstAdmission = await admitFirst.first(tx, { ticketId, scannedAt });
  if (firstAdmission) {
    if (firstAdmission.status === "valid") await addCheckedIn(tx, firstAdmission.eventId, 1);
    return;
  }
  await tx.query.updateTable("Ticket").set({ checkedInAt: scannedAt }).where("id", "=", ticketId).where("checkedInAt", ">", scannedAt).execute();
}
