import { setImmediate as nextTurn } from "node:timers/promises";
import type { Queries } from "@vyc/db";
import { listEventTicketsByName, type AttendeeExportRow, type ExportCursor } from "@vyc/db/stores/tickets";

/** Tickets read per page; between pages the server answers other requests. */
const PAGE = 200;

const cursorOf = (t: AttendeeExportRow): ExportCursor => ({ lastName: t.lastName, firstName: t.firstName, orderId: t.orderId, number: t.number });

/**
 * Every ticket of an event by name, a page at a time, giving the server back to other requests
 * between pages, so reading a big event for a sheet never holds up a check-in at the desk.
 */
export async function* eventTicketPages(db: Queries, eventId: number): AsyncGenerator<AttendeeExportRow[]> {
  for (let after: ExportCursor | null = null; ; ) {
    const tickets = await listEventTicketsByName(db, eventId, after, PAGE);
    if (tickets.length > 0) yield tickets;
    const last = tickets.at(-1);
    if (tickets.length < PAGE || last === undefined) return;
    after = cursorOf(last);
    await nextTurn();
  }
}
