import type { Db } from "@vyc/db";
import { consentStatusByTicket } from "@vyc/db/stores/guardian-consents";
import type { Locale } from "@vyc/i18n";
import { travelDay, travelHour } from "@vyc/validators";
import { csvHead, csvLines, type CsvValue } from "../shared/csv";
import { staffText } from "../shared/staff-text";
import { openText, type DataKey } from "../privacy/sealed-data";
import { answerColumns } from "../questions/answer-columns";
import { orderDisplayState } from "../orders/order-life";
import { loadManifestPeople, loadManifestTravellers, manifestPages, type ManifestPerson, type ManifestTraveller } from "./logistics-manifest";
import { eventTicketPages } from "./ticket-pages";

/** A sheet of an event that can grow with its tickets: its attendees (health notes only in the medical lead's) or its logistics manifest. */
export type EventSheet = { kind: "attendees"; eventId: number; locale: Locale; includeHealth: boolean } | { kind: "manifest"; eventId: number; locale: Locale };

const ATTENDEE_COLUMNS = [
  "order", "orderStatus", "buyerEmail", "ticket", "ticketStatus", "firstName", "lastName", "gender", "age", "email", "phone", "country",
  "guardianConsent", "expectation", "logisticCase", "arrivalTransport", "arrivalAt", "arrivalAirline", "arrivalFlight",
  "departureTransport", "departureAt", "departureAirline", "departureFlight", "comments", "checkedInAt",
] as const;

/** The attendee sheet: its header, then its lines a page of tickets at a time (eventTicketPages). */
async function* attendeeSheet(db: Db, eventId: number, locale: Locale, includeHealth: boolean): AsyncGenerator<string> {
  const l = staffText(locale);
  const columns = await answerColumns(db, eventId, includeHealth);
  yield csvHead([...ATTENDEE_COLUMNS, ...(includeHealth ? ["health"] : [])].map((column) => l.label("csv.attendees", column)).concat(columns.header));
  for await (const tickets of eventTicketPages(db, eventId)) {
    const ids = tickets.map((t) => t.id);
    const consents = await consentStatusByTicket(db, ids);
    const answers = await columns.answersOf(ids);
    const rows: CsvValue[][] = tickets.map((t) => [
      t.orderId, l.label("orderStatus", orderDisplayState({ status: t.orderStatus, totalMinor: t.orderTotalMinor, refundedMinor: t.orderRefundedMinor, quantity: t.orderQuantity, refundedSeats: t.orderRefundedSeats })),
      t.buyerEmail, t.number, l.label("attendeeCard", t.status), t.firstName, t.lastName, l.label("gender", t.gender), t.age, t.email, t.phone, t.country,
      l.label("attendeeCard.consent", consents.get(t.id)), t.expectation, l.label("logisticCase", t.logisticCase), l.label("transport", t.arrivalTransportType), t.arrivalDatetime, t.arrivalAirline, t.arrivalFlightNumber,
      l.label("transport", t.departureTransportType), t.departureDatetime, t.departureAirline, t.departureFlightNumber, t.logisticsComments, t.checkedInAt,
      ...(includeHealth ? [openText(t.healthcare)] : []),
      ...answers(t.id),
    ]);
    yield csvLines(rows);
  }
}

const MANIFEST_COLUMNS = ["direction", "day", "hour", "time", "firstName", "lastName", "transport", "airline", "flight", "comments", "email", "phone", "order"] as const;

const travelRows = (direction: string, travellers: ManifestTraveller[], transport: (code: string | null) => string): CsvValue[][] =>
  travellers.map((t) => [direction, travelDay(t.datetime), travelHour(t.datetime), t.datetime.slice(11, 16), t.firstName, t.lastName, transport(t.transportType), t.airline, t.flightNumber, t.comments, t.email, t.phone, t.orderId]);

const personRows = (direction: string, people: ManifestPerson[]): CsvValue[][] =>
  people.map((p) => [direction, "", "", "", p.firstName, p.lastName, "", "", "", "", p.email, p.phone, p.orderId]);

/** The shuttle planners' sheet: its header, arrivals then departures by time, then who has not booked and who travels alone, a page at a time. */
async function* manifestSheet(db: Db, eventId: number, locale: Locale): AsyncGenerator<string> {
  const l = staffText(locale);
  const transport = (code: string | null) => l.label("transport", code);
  yield csvHead(MANIFEST_COLUMNS.map((column) => l.label("csv.manifest", column)));
  for (const direction of ["arrival", "departure"] as const) {
    for await (const page of manifestPages((cursor) => loadManifestTravellers(db, eventId, direction, cursor))) yield csvLines(travelRows(l.label("csv.direction", direction), page.travellers, transport));
  }
  for (const list of ["notBooked", "selfTravel"] as const) {
    for await (const page of manifestPages((cursor) => loadManifestPeople(db, eventId, list, cursor))) yield csvLines(personRows(l.label("csv.direction", list), page.people));
  }
}

/** The sheet's text in pieces as it is read: the BOM and header line first, then a page of lines at a time. */
export const sheetLines = (db: Db, sheet: EventSheet): AsyncGenerator<string> =>
  sheet.kind === "attendees" ? attendeeSheet(db, sheet.eventId, sheet.locale, sheet.includeHealth) : manifestSheet(db, sheet.eventId, sheet.locale);

/**
 * One step of a sheet made on the sheet worker: its next piece (null when it has none left), or
 * `stop` to drop it unfinished. `keys` is the server thread's keyring, which opens the sealed health
 * notes and answers of the medical lead's sheet.
 */
export interface SheetStep {
  id: number;
  url: string;
  sheet: EventSheet;
  keys: DataKey[];
  stop?: boolean;
}
