import { consentStatusByTicket, findEventSlug, listEventTicketsForExport, type Db } from "@vyc/db";
import { ADMIN_MESSAGES } from "@vyc/validators";
import { toCsv, type CsvValue } from "../shared/csv";
import { openText } from "../privacy/sealed-data";
import { DomainError } from "../shared/errors";
import { answerColumns } from "../questions/answer-columns";
import { orderDisplayState } from "../orders/order-display-state";
import { recordAudit } from "./audit-log";
import { loadLogisticsManifest, type ManifestDay, type ManifestPerson } from "./logistics-manifest";

export interface CsvExport {
  filename: string;
  csv: string;
}

const ATTENDEE_HEADER = [
  "Order", "Order status", "Buyer email", "Ticket", "Ticket status", "First name", "Last name", "Gender", "Age", "Email", "Phone", "Country",
  "Guardian consent", "Expectation", "Logistic case", "Arrival transport", "Arrival (UTC)", "Arrival airline", "Arrival flight number",
  "Departure transport", "Departure (UTC)", "Departure airline", "Departure flight number", "Logistics comments", "Checked in at (UTC)",
] as const;

async function eventSlug(db: Db, eventId: number): Promise<string> {
  const slug = await findEventSlug(db, eventId);
  if (slug === null) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return slug;
}

/**
 * Every ticket of the event with its attendee and travel fields and guardian consent, by name. Health
 * notes only with `includeHealth` (the medical lead's sheet), written to the audit log as such.
 */
export async function exportAttendeesCsv(db: Db, actorId: string, eventId: number, now: Date, includeHealth = false): Promise<CsvExport> {
  const slug = await eventSlug(db, eventId);
  const tickets = await listEventTicketsForExport(db, eventId);
  const consents = await consentStatusByTicket(db, tickets.map((t) => t.id));
  const answers = await answerColumns(db, eventId, includeHealth);
  const rows: CsvValue[][] = tickets.map((t) => [
    t.orderId, orderDisplayState({ status: t.orderStatus, totalMinor: t.orderTotalMinor, refundedMinor: t.orderRefundedMinor, quantity: t.orderQuantity, refundedSeats: t.orderRefundedSeats }), t.buyerEmail, t.number, t.status, t.firstName, t.lastName, t.gender, t.age, t.email, t.phone, t.country,
    consents.get(t.id) ?? "", t.expectation, t.logisticCase, t.arrivalTransportType, t.arrivalDatetime, t.arrivalAirline, t.arrivalFlightNumber,
    t.departureTransportType, t.departureDatetime, t.departureAirline, t.departureFlightNumber, t.logisticsComments, t.checkedInAt,
    ...(includeHealth ? [openText(t.healthcare)] : []),
    ...answers.valuesOf(t.id),
  ]);
  const action = includeHealth ? "attendees.exportHealth" : "attendees.export";
  await recordAudit(db, { actorId, action, target: `event:${eventId}`, detail: { rows: rows.length } }, now);
  const header = [...ATTENDEE_HEADER, ...(includeHealth ? ["Health notes"] : []), ...answers.header];
  return { filename: `attendees-${includeHealth ? "health-" : ""}${slug}.csv`, csv: toCsv(header, rows) };
}

const MANIFEST_HEADER = [
  "Direction", "Day (UTC)", "Hour (UTC)", "Time (UTC)", "First name", "Last name", "Transport", "Airline", "Flight number", "Comments", "Email", "Phone", "Order",
] as const;

const travelRows = (direction: string, days: ManifestDay[]): CsvValue[][] =>
  days.flatMap((d) =>
    d.hours.flatMap((h) =>
      h.travellers.map((t) => [direction, d.day, h.hour, t.datetime.slice(11, 16), t.firstName, t.lastName, t.transportType, t.airline, t.flightNumber, t.comments, t.email, t.phone, t.orderId]),
    ),
  );

const personRows = (direction: string, people: ManifestPerson[]): CsvValue[][] =>
  people.map((p) => [direction, "", "", "", p.firstName, p.lastName, "", "", "", "", p.email, p.phone, p.orderId]);

/** The shuttle planners' sheet: arrivals then departures by day and hour, then who has not booked and who travels alone. */
export async function exportManifestCsv(db: Db, actorId: string, eventId: number, now: Date): Promise<CsvExport> {
  const slug = await eventSlug(db, eventId);
  const manifest = await loadLogisticsManifest(db, eventId);
  const rows = [
    ...travelRows("arrival", manifest.arrivals),
    ...travelRows("departure", manifest.departures),
    ...personRows("not booked", manifest.notBooked),
    ...personRows("travels alone", manifest.selfTravel),
  ];
  await recordAudit(db, { actorId, action: "manifest.export", target: `event:${eventId}`, detail: { rows: rows.length } }, now);
  return { filename: `logistics-${slug}.csv`, csv: toCsv(MANIFEST_HEADER, rows) };
}
