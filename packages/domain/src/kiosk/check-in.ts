import { isUniqueViolation, lockForDecision, type Db, type Queries, type Tx } from "@vyc/db";
import { findCheckInListEvent } from "@vyc/db/stores/check-in-lists";
import { acceptedCheckInKey, demoteCheckIn, findAcceptedCheckIn, findCheckInByScanId, insertCheckIn } from "@vyc/db/stores/check-ins";
import { findDeskTicket, findDeskTicketIfAny, findScannedTicketId, type DeskTicketRow } from "@vyc/db/stores/desk-tickets";
import { markTicketCheckedIn } from "@vyc/db/stores/tickets";
import { KIOSK_MESSAGES, normalizeShortCode, type Refusal, type TCheckInList, type TCheckInOutcome } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { refusalOfMessage } from "../shared/refusal-reasons";
import { checkInListRefusal, checkInListWindow } from "./check-in-rules";
import { toDeskTicket } from "./desk-ticket";
import { scanTimeProblem } from "./scan-time";

/** One scan of a ticket at a desk, on the desk's check-in list, made online now or offline earlier and synced. */
export interface DeskScan {
  clientScanId: string;
  deviceId: string;
  deskName?: string | undefined;
  list: TCheckInList;
  ticketId?: string | undefined;
  /** The scanned QR code, or a short code typed at the desk. */
  secret?: string | undefined;
  scannedAt: Date;
  source: "online" | "offline";
}

/**
 * A scan id the desk already used for another ticket: refused, never answered with that other
 * ticket's check-in (the id makes a retried request count once; it does not name a ticket).
 */
export class ScanIdReused extends DomainError {
  constructor() {
    super("CONFLICT", KIOSK_MESSAGES.scanIdReused);
    this.name = "ScanIdReused";
  }
}

/** A rejected scan's message with its code and values (see Refusal): a bare message, or a refusal carrying values. */
export function rejection(refused: string | Refusal): Pick<TCheckInOutcome, "message" | "reason" | "params"> {
  const refusal = typeof refused === "string" ? refusalOfMessage(refused) : refused;
  const message = typeof refused === "string" ? refused : refused.message;
  return { message, ...(refusal ? { reason: refusal.reason } : {}), ...(refusal?.params ? { params: refusal.params } : {}) };
}

/** Whether a scan names this ticket: by its id, the secret of its QR code or its short code. */
const scanNames = (scan: DeskScan, ticket: DeskTicketRow): boolean =>
  scan.ticketId !== undefined ? scan.ticketId === ticket.id : scan.secret === ticket.secret || normalizeShortCode(scan.secret ?? "") === ticket.shortCode;

/** The answer already given for this clientScanId, when the same scan of the same ticket was recorded before. */
async function replay(db: Queries, scan: DeskScan): Promise<TCheckInOutcome | null> {
  const previous = await findCheckInByScanId(db, scan.clientScanId);
  if (!previous) return null;
  const ticket = await findDeskTicket(db, previous.ticketId, previous.listDay);
  if (!scanNames(scan, ticket)) throw new ScanIdReused();
  return { clientScanId: scan.clientScanId, result: previous.result === "accepted" ? "accepted" : "duplicate", message: null, ticket: toDeskTicket(ticket) };
}

/** The id of the ticket a scan names: its own id, else the ticket with the secret of its QR code, else with its short code on the list's event. */
async function scannedTicketId(tx: Tx, scan: DeskScan): Promise<string | null> {
  if (scan.ticketId !== undefined) return scan.ticketId;
  const secret = scan.secret ?? "";
  const bySecret = await findScannedTicketId(tx, { secret });
  if (bySecret !== null) return bySecret;
  const shortCode = normalizeShortCode(secret);
  return shortCode === null ? null : findScannedTicketId(tx, { eventId: scan.list.eventId, shortCode });
}

async function record(tx: Tx, scan: DeskScan, staffId: string, now: Date): Promise<TCheckInOutcome> {
  const known = await replay(tx, scan);
  if (known) return known;

  const rejected = (refused: string | Refusal, ticket: DeskTicketRow | null = null): TCheckInOutcome => ({
    clientScanId: scan.clientScanId,
    result: "rejected",
    ...rejection(refused),
    ticket: ticket ? toDeskTicket(ticket) : null,
  });
  const listEvent = await findCheckInListEvent(tx, scan.list.eventId);
  if (!listEvent || listEvent.isOnline) return rejected(KIOSK_MESSAGES.noCheckInList);
  const window = checkInListWindow(scan.list, listEvent);
  if (!window) return rejected(KIOSK_MESSAGES.dayNotInEvent);

  const ticketId = await scannedTicketId(tx, scan);
  if (ticketId === null) return rejected(KIOSK_MESSAGES.ticketNotFound);
  // Desks scanning the same ticket at once take turns: each decides on the ticket as the one before left it.
  await lockForDecision(tx, { ticketIds: [ticketId] });
  const ticket = await findDeskTicketIfAny(tx, ticketId);
  if (!ticket) return rejected(KIOSK_MESSAGES.ticketNotFound);
  if (ticket.status !== "valid") return rejected(KIOSK_MESSAGES.ticketCancelled, ticket);
  if (ticket.orderStatus !== "paid") return rejected(KIOSK_MESSAGES.orderNotPaid, ticket);
  const timeProblem = scan.source === "offline" ? scanTimeProblem(scan.scannedAt, now) : null;
  if (timeProblem) return rejected(timeProblem, ticket);
  // A desk clock slightly ahead of the server's cannot make a scan count as later than it was received.
  const scannedAt = scan.scannedAt > now ? now : scan.scannedAt;
  const refused = checkInListRefusal(scan.list, listEvent, window, ticket, scannedAt);
  if (refused) return rejected(refused, ticket);

  // First scan wins on each list: the ticket is admitted when this list has not admitted it yet,
  // or when this offline scan happened before the one that did.
  const listDay = scan.list.day ?? null;
  const holder = await findAcceptedCheckIn(tx, acceptedCheckInKey(ticket.id, listDay));
  const accepted = holder === null || (scan.source === "offline" && scannedAt < holder.scannedAt);
  if (accepted && holder) await demoteCheckIn(tx, holder.id);
  if (accepted) await markTicketCheckedIn(tx, ticket.id, scannedAt);
  await insertCheckIn(tx, {
    ticketId: ticket.id,
    eventId: ticket.eventId,
    staffId,
    deviceId: scan.deviceId,
    scannedAt,
    receivedAt: now,
    source: scan.source,
    result: accepted ? "accepted" : "duplicate",
    clientScanId: scan.clientScanId,
    listEventId: scan.list.eventId,
    listDay,
    deskName: scan.deskName ?? null,
  });
  const after = await findDeskTicket(tx, ticket.id, listDay);
  return { clientScanId: scan.clientScanId, result: accepted ? "accepted" : "duplicate", message: null, ticket: toDeskTicket(after) };
}

/**
 * Records a scan on the desk's check-in list: refused for a ticket of another event, outside the
 * list's window or for a minor without guardian consent; else accepted when it is the ticket's
 * first on this list (an event's list admits once, a day's list once that day), or kept as a
 * duplicate with the list's first check-in (when, which desk) in the answer. The same
 * clientScanId recorded again for the same ticket changes nothing and returns the same answer; for
 * another ticket it is refused (ScanIdReused).
 */
export async function recordScan(db: Db, scan: DeskScan, staffId: string, now: Date): Promise<TCheckInOutcome> {
  try {
    return await db.transaction((tx) => record(tx, scan, staffId, now));
  } catch (error) {
    // The same scan arrived twice at the same moment and the other request stored it first.
    const known = isUniqueViolation(error) ? await replay(db, scan) : null;
    if (known) return known;
    throw error;
  }
}
