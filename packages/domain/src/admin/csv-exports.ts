import { type Db } from "@vyc/db";
import { findEventSlug } from "@vyc/db/stores/events";
import { consentStatusByTicket } from "@vyc/db/stores/guardian-consents";
import type { Locale } from "@vyc/i18n";
import { ADMIN_MESSAGES, travelDay, travelHour, travellersInOutline } from "@vyc/validators";
import { countEventTickets } from "@vyc/db/stores/tickets";
import { csvHead, csvLines, type CsvValue } from "../shared/csv";
import { staffText } from "../shared/staff-text";
import { openText } from "../privacy/sealed-data";
import { DomainError } from "../shared/errors";
import { answerColumns } from "../questions/answer-columns";
import { orderDisplayState } from "../orders/order-life";
import { recordAudit } from "./audit-log";
import { loadManifestPeople, loadManifestSummary, loadManifestTravellers, manifestPages, type ManifestPerson, type ManifestTraveller } from "./logistics-manifest";
import { eventTicketPages } from "./ticket-pages";

/** A CSV download: its file name, and its text in pieces as it is read (the BOM and header line first). */
export interface CsvExport {
  filename: string;
  chunks: AsyncIterable<string> | Iterable<string>;
}

const ATTENDEE_COLUMNS = [
  "order", "orderStatus", "buyerEmail", "ticket", "ticketStatus", "firstName", "lastName", "gender", "age", "email", "phone", "country",
  "guardianConsent", "expectation", "logisticCase", "arrivalTransport", "arrivalAt", "arrivalAirline", "arrivalFlight",
  "departureTransport", "departureAt", "departureAirline", "departureFlight", "comments", "checkedInAt",
] as const;

async function eventSlug(db: Db, eventId: number): Promise<string> {
  const slug = await findEventSlug(db, eventId);
  if (slug === null) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return slug;
}

type AnswerColumns = Awaited<ReturnType<typeof answerColumns>>;

/** The attendee sheet's lines after its header, a page of tickets at a time (eventTicketPages). */
async function* attendeeLines(db: Db, eventId: number, l: ReturnType<typeof staffText>, columns: AnswerColumns, includeHealth: boolean): AsyncGenerator<string> {
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

/**
 * Every ticket of the event with its attendee and travel fields and guardian consent, by name. Health
 * notes only with `includeHealth` (the medical lead's sheet). The download is written to the audit
 * log before any line leaves; the lines are read and sent a page at a time.
 */
export async function exportAttendeesCsv(db: Db, actorId: string, eventId: number, now: Date, locale: Locale, includeHealth = false): Promise<CsvExport> {
  const l = staffText(locale);
  const slug = await eventSlug(db, eventId);
  const columns = await answerColumns(db, eventId, includeHealth);
  const header = [...ATTENDEE_COLUMNS, ...(includeHealth ? ["health"] : [])].map((column) => l.label("csv.attendees", column)).concat(columns.header);
  const action = includeHealth ? "attendees.exportHealth" : "attendees.export";
  await recordAudit(db, { actorId, action, target: `event:${eventId}`, detail: { rows: await countEventTickets(db, eventId) } }, now);
  async function* lines(): AsyncGenerator<string> {
    yield csvHead(header);
    yield* attendeeLines(db, eventId, l, columns, includeHealth);
  }
  return { filename: `attendees-${includeHealth ? "health-" : ""}${slug}.csv`, chunks: lines() };
}

const MANIFEST_COLUMNS = ["direction", "day", "hour", "time", "firstName", "lastName", "transport", "airline", "flight", "comments", "email", "phone", "order"] as const;

const travelRows = (direction: string, travellers: ManifestTraveller[], transport: (code: string | null) => string): CsvValue[][] =>
  travellers.map((t) => [direction, travelDay(t.datetime), travelHour(t.datetime), t.datetime.slice(11, 16), t.firstName, t.lastName, transport(t.transportType), t.airline, t.flightNumber, t.comments, t.email, t.phone, t.orderId]);

const personRows = (direction: string, people: ManifestPerson[]): CsvValue[][] =>
  people.map((p) => [direction, "", "", "", p.firstName, p.lastName, "", "", "", "", p.email, p.phone, p.orderId]);


/**
 * The shuttle planners' sheet: arrivals then departures by time, then who has not booked and who
 * travels alone, each read and sent a page at a time; the download is logged before its first line.
 */
export async function exportManifestCsv(db: Db, actorId: string, eventId: number, now: Date, locale: Locale): Promise<CsvExport> {
  const l = staffText(locale);
  const slug = await eventSlug(db, eventId);
  const summary = await loadManifestSummary(db, eventId);
  const rows = travellersInOutline(summary.arrivals) + travellersInOutline(summary.departures) + summary.notBooked + summary.selfTravel;
  await recordAudit(db, { actorId, action: "manifest.export", target: `event:${eventId}`, detail: { rows } }, now);
  const transport = (code: string | null) => l.label("transport", code);
  async function* lines(): AsyncGenerator<string> {
    yield csvHead(MANIFEST_COLUMNS.map((column) => l.label("csv.manifest", column)));
    for (const direction of ["arrival", "departure"] as const) {
      for await (const page of manifestPages((cursor) => loadManifestTravellers(db, eventId, direction, cursor))) yield csvLines(travelRows(l.label("csv.direction", direction), page.travellers, transport));
    }
    for (const list of ["notBooked", "selfTravel"] as const) {
      for await (const page of manifestPages((cursor) => loadManifestPeople(db, eventId, list, cursor))) yield csvLines(personRows(l.label("csv.direction", list), page.people));
    }
  }
  return { filename: `logistics-${slug}.csv`, chunks: lines() };
}
