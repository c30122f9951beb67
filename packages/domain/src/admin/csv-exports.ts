import { type Db } from "@vyc/db";
import { findEventSlug } from "@vyc/db/stores/events";
import { countEventTickets } from "@vyc/db/stores/tickets";
import type { Locale } from "@vyc/i18n";
import { ADMIN_MESSAGES, travellersInOutline } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { recordAudit } from "./audit-log";
import { loadManifestSummary } from "./logistics-manifest";
import { sheetChunks } from "./sheet-chunks";

/** A CSV download: its file name, and its text in pieces as it is read (the BOM and header line first). */
export interface CsvExport {
  filename: string;
  chunks: AsyncIterable<string> | Iterable<string>;
}

async function eventSlug(db: Db, eventId: number): Promise<string> {
  const slug = await findEventSlug(db, eventId);
  if (slug === null) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return slug;
}

/**
 * Every ticket of the event with its attendee and travel fields and guardian consent, by name. Health
 * notes only with `includeHealth` (the medical lead's sheet). The download is written to the audit
 * log before any line leaves; the lines are read and sent a page at a time (sheetChunks).
 */
export async function exportAttendeesCsv(db: Db, actorId: string, eventId: number, now: Date, locale: Locale, includeHealth = false): Promise<CsvExport> {
  const slug = await eventSlug(db, eventId);
  const action = includeHealth ? "attendees.exportHealth" : "attendees.export";
  await recordAudit(db, { actorId, action, target: `event:${eventId}`, detail: { rows: await countEventTickets(db, eventId) } }, now);
  return { filename: `attendees-${includeHealth ? "health-" : ""}${slug}.csv`, chunks: sheetChunks(db, { kind: "attendees", eventId, locale, includeHealth }) };
}

/**
 * The shuttle planners' sheet: arrivals then departures by time, then who has not booked and who
 * travels alone, each read and sent a page at a time; the download is logged before its first line.
 */
export async function exportManifestCsv(db: Db, actorId: string, eventId: number, now: Date, locale: Locale): Promise<CsvExport> {
  const slug = await eventSlug(db, eventId);
  const summary = await loadManifestSummary(db, eventId);
  const rows = travellersInOutline(summary.arrivals) + travellersInOutline(summary.departures) + summary.notBooked + summary.selfTravel;
  await recordAudit(db, { actorId, action: "manifest.export", target: `event:${eventId}`, detail: { rows } }, now);
  return { filename: `logistics-${slug}.csv`, chunks: sheetChunks(db, { kind: "manifest", eventId, locale }) };
}
