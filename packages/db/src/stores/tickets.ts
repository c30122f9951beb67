import { randomUUID } from "node:crypto";
import type { Prisma } from "../generated/prisma/client";
import type { SqlRunner } from "../sql-runner";

const TICKET_COLUMNS = [
  "orderId", "eventId", "number", "firstName", "lastName", "gender", "age", "email", "phone", "country", "healthcare", "expectation",
  "arrivalTransportType", "arrivalDatetime", "arrivalAirline", "arrivalFlightNumber", "departureTransportType", "departureDatetime",
  "departureAirline", "departureFlightNumber", "logisticsComments", "secret",
] as const satisfies ReadonlyArray<keyof Prisma.TicketCreateManyInput>;

const INSERT_TICKET = `INSERT INTO "Ticket" ("id", ${TICKET_COLUMNS.map((c) => `"${c}"`).join(", ")}, "status", "createdAt")
  VALUES (?, ${TICKET_COLUMNS.map(() => "?").join(", ")}, 'valid', ?)`;

/** Writes an order's tickets, valid, with ids made like the schema's own (UUIDs). */
export async function insertTickets(sql: SqlRunner, rows: readonly Prisma.TicketCreateManyInput[], now: Date): Promise<void> {
  for (const row of rows) {
    await sql.run(INSERT_TICKET, [randomUUID(), ...TICKET_COLUMNS.map((column) => row[column] ?? null), now]);
  }
}
