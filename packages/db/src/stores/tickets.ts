import { randomUUID } from "node:crypto";
import type { Prisma, Ticket } from "../generated/prisma/client";
import type { SqlRunner } from "../sql-runner";

const TICKET_COLUMNS = [
  "orderId", "eventId", "number", "firstName", "lastName", "gender", "age", "email", "phone", "country", "healthcare", "expectation",
  "arrivalTransportType", "arrivalDatetime", "arrivalAirline", "arrivalFlightNumber", "departureTransportType", "departureDatetime",
  "departureAirline", "departureFlightNumber", "logisticsComments", "secret", "guardianName", "guardianEmail",
] as const satisfies ReadonlyArray<keyof Prisma.TicketCreateManyInput>;

const TICKET_ROW = `(?, ${TICKET_COLUMNS.map(() => "?").join(", ")}, 'valid', ?)`;
const insertTicketsSql = (count: number) =>
  `INSERT INTO "Ticket" ("id", ${TICKET_COLUMNS.map((c) => `"${c}"`).join(", ")}, "status", "createdAt") VALUES ${Array(count).fill(TICKET_ROW).join(", ")}`;

/** Writes an order's tickets, valid, with ids made like the schema's own (UUIDs), in one statement. */
export async function insertTickets(sql: SqlRunner, rows: readonly Prisma.TicketCreateManyInput[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await sql.run(
    insertTicketsSql(rows.length),
    rows.flatMap((row) => [randomUUID(), ...TICKET_COLUMNS.map((column) => row[column] ?? null), now]),
  );
}

/** Valid tickets per event. */
export async function countValidTicketsByEvent(db: Prisma.TransactionClient, eventIds: number[]): Promise<Map<number, number>> {
  const rows = await db.ticket.groupBy({ by: ["eventId"], where: { eventId: { in: eventIds }, status: "valid" }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.eventId, r._count._all]));
}

export type AttendeeExportRow = Ticket & { order: { status: string; logisticCase: string | null; user: { email: string } | null } };

/** Every ticket of an event by name, with its order's status, logistic case and buyer. */
export function listEventTicketsForExport(db: Prisma.TransactionClient, eventId: number): Promise<AttendeeExportRow[]> {
  return db.ticket.findMany({
    where: { eventId },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { orderId: "asc" }, { number: "asc" }],
    include: { order: { select: { status: true, logisticCase: true, user: { select: { email: true } } } } },
  });
}

/** The valid tickets of an event's paid orders, with their order's logistic case. */
export function listAttendingTickets(db: Prisma.TransactionClient, eventId: number): Promise<Array<Ticket & { order: { logisticCase: string | null } }>> {
  return db.ticket.findMany({ where: { eventId, status: "valid", order: { status: "paid" } }, include: { order: { select: { logisticCase: true } } } });
}

export type OwnedTicket = Ticket & { order: { userId: string | null }; event: { isOnline: boolean; dateEnd: Date } };

/** A ticket with the account of its order and whether its event is online and when it ends. */
export function findTicketWithOwner(db: Prisma.TransactionClient, ticketId: string): Promise<OwnedTicket | null> {
  return db.ticket.findUnique({
    where: { id: ticketId },
    include: { order: { select: { userId: true } }, event: { select: { isOnline: true, dateEnd: true } } },
  });
}

/** The travel columns of a ticket row. */
export type TicketLogisticsColumns = Pick<
  Ticket,
  | "arrivalTransportType" | "arrivalDatetime" | "arrivalAirline" | "arrivalFlightNumber"
  | "departureTransportType" | "departureDatetime" | "departureAirline" | "departureFlightNumber" | "logisticsComments"
>;

/** Replaces a ticket's travel details; the ticket as stored now. */
export function saveTicketLogistics(db: Prisma.TransactionClient, ticketId: string, columns: TicketLogisticsColumns): Promise<Ticket> {
  return db.ticket.update({ where: { id: ticketId }, data: columns });
}

/**
 * Checks a ticket in at `scannedAt` when nobody has yet or, for a scan made offline and synced
 * later (`earlierWins`), when that is earlier than the check-in it holds. True when this scan
 * claimed it. Desks scanning the same ticket at once take turns on its row (the first write locks
 * it on PostgreSQL until the transaction ends), so each sees the claim the one before made.
 */
export async function claimTicketForCheckIn(db: Prisma.TransactionClient, ticketId: string, scannedAt: Date, earlierWins: boolean): Promise<boolean> {
  await db.ticket.updateMany({ where: { id: ticketId }, data: { number: { increment: 0 } } });
  const claimed = await db.ticket.updateMany({
    where: { id: ticketId, OR: earlierWins ? [{ checkedInAt: null }, { checkedInAt: { gt: scannedAt } }] : [{ checkedInAt: null }] },
    data: { checkedInAt: scannedAt },
  });
  return claimed.count === 1;
}
