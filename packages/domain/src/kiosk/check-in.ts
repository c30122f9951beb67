import { claimTicketForCheckIn, demoteAcceptedCheckIns, findCheckInByScanId, findDeskTicket, findScannedDeskTicket, insertCheckIn, isUniqueViolation, type Db, type Queries, type Tx } from "@vyc/db";
import { KIOSK_MESSAGES, type TCheckInOutcome } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { refusalOfMessage } from "../shared/refusal-reasons";
import { toDeskTicket } from "./desk-ticket";
import { scanTimeProblem } from "./scan-time";

/** One scan of a ticket at a desk, made online now or offline earlier and synced. */
export interface DeskScan {
  clientScanId: string;
  deviceId: string;
  ticketId?: string | undefined;
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

/** A rejected scan's message with its code and values (see Refusal). */
export function rejection(message: string): Pick<TCheckInOutcome, "message" | "reason" | "params"> {
  const refusal = refusalOfMessage(message);
  return { message, ...(refusal ? { reason: refusal.reason } : {}), ...(refusal?.params ? { params: refusal.params } : {}) };
}

/** The answer already given for this clientScanId, when the same scan of the same ticket was recorded before. */
async function replay(db: Queries, scan: DeskScan): Promise<TCheckInOutcome | null> {
  const previous = await findCheckInByScanId(db, scan.clientScanId);
  if (!previous) return null;
  const ticket = await findDeskTicket(db, previous.ticketId);
  const sameTicket = scan.ticketId !== undefined ? scan.ticketId === ticket.id : scan.secret === ticket.secret;
  if (!sameTicket) throw new ScanIdReused();
  return { clientScanId: scan.clientScanId, result: previous.result === "accepted" ? "accepted" : "duplicate", message: null, ticket: toDeskTicket(ticket) };
}

async function record(tx: Tx, scan: DeskScan, staffId: string, now: Date): Promise<TCheckInOutcome> {
  const known = await replay(tx, scan);
  if (known) return known;

  const ticket = await findScannedDeskTicket(tx, scan.ticketId !== undefined ? { ticketId: scan.ticketId } : { secret: scan.secret ?? "" });
  const rejected = (message: string): TCheckInOutcome => ({
    clientScanId: scan.clientScanId,
    result: "rejected",
    ...rejection(message),
    ticket: ticket ? toDeskTicket(ticket) : null,
  });
  if (!ticket) return rejected(KIOSK_MESSAGES.ticketNotFound);
  if (ticket.status !== "valid") return rejected(KIOSK_MESSAGES.ticketCancelled);
  if (ticket.orderStatus !== "paid") return rejected(KIOSK_MESSAGES.orderNotPaid);
  const timeProblem = scan.source === "offline" ? scanTimeProblem(scan.scannedAt, ticket.eventDateStart, now) : null;
  if (timeProblem) return rejected(timeProblem);

  // A desk clock slightly ahead of the server's cannot make a scan count as later than it was received.
  const scannedAt = scan.scannedAt > now ? now : scan.scannedAt;
  // First scan wins: the ticket is claimed by this scan only when nobody checked it in yet, or
  // when this offline scan happened before the one that holds it.
  const accepted = await claimTicketForCheckIn(tx, ticket.id, scannedAt, scan.source === "offline");
  if (accepted) await demoteAcceptedCheckIns(tx, ticket.id);
  await insertCheckIn(tx, {
    ticketId: ticket.id,
    staffId,
    deviceId: scan.deviceId,
    scannedAt,
    receivedAt: now,
    source: scan.source,
    result: accepted ? "accepted" : "duplicate",
    clientScanId: scan.clientScanId,
  });
  const after = await findDeskTicket(tx, ticket.id);
  return { clientScanId: scan.clientScanId, result: accepted ? "accepted" : "duplicate", message: null, ticket: toDeskTicket(after) };
}


/**
 * Records a scan: accepted when it is the ticket's first, else kept as a duplicate with the first
 * check-in (when, which device) in the answer. The same clientScanId recorded again for the same
 * ticket changes nothing and returns the same answer; for another ticket it is refused (ScanIdReused).
 */
export async function recordScan(db: Db, scan: DeskScan, staffId: string, now: Date): Promise<TCheckInOutcome> {
  const sql = db;
  try {
    return await sql.transaction((tx) => record(tx, scan, staffId, now));
  } catch (error) {
    // The same scan arrived twice at the same moment and the other request stored it first.
    const known = isUniqueViolation(error) ? await replay(sql, scan) : null;
    if (known) return known;
    throw error;
  }
}
