import { sql } from "kysely";
import type { Queries } from "../database";

/**
 * The logistics manifest's lists, read a page at a time: the valid tickets of an event's paid
 * orders, those travelling in one direction by time (index Ticket(eventId, arrivalDatetime, …)),
 * those without travel details by name (index Ticket(eventId, lastName, …)). A page starts after
 * the ticket that ended the page before.
 */

export type TravelDirection = "arrival" | "departure";
/** The two lists of attendees without travel details: not booked yet, or travelling by themselves. */
export type UnplannedCase = "notBooked" | "selfTravel";

export interface ManifestPersonRow {
  ticketId: string;
  orderId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface ManifestTravellerRow extends ManifestPersonRow {
  datetime: Date;
  transportType: string;
  airline: string | null;
  flightNumber: string | null;
  comments: string | null;
}

const attending = (db: Queries, eventId: number) =>
  db.query
    .selectFrom("Ticket")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .where("Ticket.eventId", "=", eventId)
    .where("Ticket.status", "=", "valid")
    .where("Order.status", "=", "paid");

const PERSON = ["Ticket.id as ticketId", "Ticket.orderId", "Ticket.firstName", "Ticket.lastName", "Ticket.email", "Ticket.phone"] as const;

const COLUMNS = {
  arrival: { at: "Ticket.arrivalDatetime", transport: "Ticket.arrivalTransportType", airline: "Ticket.arrivalAirline", flight: "Ticket.arrivalFlightNumber" },
  departure: { at: "Ticket.departureDatetime", transport: "Ticket.departureTransportType", airline: "Ticket.departureAirline", flight: "Ticket.departureFlightNumber" },
} as const;

/** Where the ticket `ticketId` of the event stands in the lists' orders; null for a ticket not of the event. */
const sortKeyOf = (db: Queries, eventId: number, ticketId: string) =>
  db.query
    .selectFrom("Ticket")
    .select(["arrivalDatetime", "departureDatetime", "lastName", "firstName", "orderId", "number", "id"])
    .where("id", "=", ticketId)
    .where("eventId", "=", eventId)
    .executeTakeFirst();

/** The event's travellers in one direction, by time then name, `limit` after the ticket `after`. */
export async function listTravellers(db: Queries, eventId: number, direction: TravelDirection, after: string | null, limit: number): Promise<ManifestTravellerRow[]> {
  const c = COLUMNS[direction];
  const key = after === null ? null : await sortKeyOf(db, eventId, after);
  const at = key && (direction === "arrival" ? key.arrivalDatetime : key.departureDatetime);
  return attending(db, eventId)
    .select(PERSON)
    .select((eb) => [eb.ref(c.at).as("datetime"), eb.ref(c.transport).as("transportType"), eb.ref(c.airline).as("airline"), eb.ref(c.flight).as("flightNumber"), "Ticket.logisticsComments as comments"])
    .where(c.at, "is not", null)
    .where(c.transport, "is not", null)
    .where((eb) => (key && at ? eb(eb.refTuple(c.at, "Ticket.lastName", "Ticket.firstName", "Ticket.id"), ">", eb.tuple(at, key.lastName, key.firstName, key.id)) : eb.lit(true)))
    .orderBy(c.at)
    .orderBy("Ticket.lastName")
    .orderBy("Ticket.firstName")
    .orderBy("Ticket.id")
    .limit(limit)
    .$narrowType<{ datetime: Date; transportType: string }>()
    .execute();
}

const unplanned = (db: Queries, eventId: number, logisticCase: UnplannedCase) => {
  const query = attending(db, eventId).where("Order.logisticCase", "=", logisticCase);
  return logisticCase === "notBooked" ? query.where("Ticket.arrivalDatetime", "is", null).where("Ticket.departureDatetime", "is", null) : query;
};

/** The event's attendees without travel details of one kind, by name, `limit` after the ticket `after`. */
export async function listUnplanned(db: Queries, eventId: number, logisticCase: UnplannedCase, after: string | null, limit: number): Promise<ManifestPersonRow[]> {
  const key = after === null ? null : await sortKeyOf(db, eventId, after);
  return unplanned(db, eventId, logisticCase)
    .select(PERSON)
    .where((eb) =>
      key
        ? eb(eb.refTuple("Ticket.lastName", "Ticket.firstName", "Ticket.orderId", "Ticket.number"), ">", eb.tuple(key.lastName, key.firstName, key.orderId, key.number))
        : eb.lit(true),
    )
    .orderBy("Ticket.lastName")
    .orderBy("Ticket.firstName")
    .orderBy("Ticket.orderId")
    .orderBy("Ticket.number")
    .limit(limit)
    .execute();
}

/** How many travellers of one direction travel in one UTC hour of one UTC day ("2026-07-01", "09"). */
export interface TravelHourCount {
  travelDay: string;
  travelHour: string;
  count: number;
}

/** The travellers of one direction counted by UTC day and hour, in time order (one row an hour, counted by the database). */
export async function countTravellersByHour(db: Queries, eventId: number, direction: TravelDirection): Promise<TravelHourCount[]> {
  const at = sql.ref(COLUMNS[direction].at);
  // Times are UTC on both engines: SQLite keeps them as ISO text, PostgreSQL as timestamps without a zone.
  const [day, hour] = db.engine === "postgres" ? [sql<string>`to_char(${at}, 'YYYY-MM-DD')`, sql<string>`to_char(${at}, 'HH24')`] : [sql<string>`substr(${at}, 1, 10)`, sql<string>`substr(${at}, 12, 2)`];
  const rows = await attending(db, eventId)
    .select((eb) => [day.as("travelDay"), hour.as("travelHour"), eb.fn.countAll<number>().as("count")])
    .where(COLUMNS[direction].at, "is not", null)
    .where(COLUMNS[direction].transport, "is not", null)
    .groupBy(["travelDay", "travelHour"])
    .orderBy("travelDay")
    .orderBy("travelHour")
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** How many attendees of the event have no travel details of one kind. */
export async function countUnplanned(db: Queries, eventId: number, logisticCase: UnplannedCase): Promise<number> {
  const row = await unplanned(db, eventId, logisticCase).select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst();
  return Number(row?.count ?? 0);
}
