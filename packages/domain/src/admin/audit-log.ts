import { type Db, type Queries } from "@vyc/db";
import { insertAuditEntry, listAuditEntries } from "@vyc/db/stores/audit";
import type { TAuditListInput } from "@vyc/validators";

/** Every back-office action, named "<subject>.<verb>". */
type AuditAction =
  | "event.create"
  | "event.update"
  | "event.publish"
  | "event.unpublish"
  | "event.closeRegistration"
  | "event.openRegistration"
  | "image.upload"
  | "discount.create"
  | "discount.deactivate"
  | "order.cancel"
  | "order.refund"
  | "refundRequest.approve"
  | "refundRequest.decline"
  | "event.cancel"
  | "desk.sale"
  | "order.resendConfirmation"
  | "attendees.export"
  | "manifest.export"
  | "message.handled"
  | "user.role"
  | "settings.organiser"
  | "health.view"
  | "attendees.exportHealth"
  | "consent.paper"
  | "consent.resend"
  | "privacy.erase"
  | "account.export"
  | "account.delete"
  | "waitingList.offer"
  | "waitingList.remove"
  | "outbox.sendAgain"
  | "question.create"
  | "question.update"
  | "question.reorder"
  | "question.archive"
  | "question.delete"
  | "ticketType.create"
  | "ticketType.update"
  | "ticketType.remove"
  | "attendeeMessage.send";

export interface AuditEntry {
  /** null for the server's own scheduled work (the retention job). */
  actorId: string | null;
  action: AuditAction;
  /** What was acted on, e.g. "event:12", "order:40", "user:ck…". */
  target: string;
  detail?: Record<string, unknown>;
}

/** The event an entry concerns: its target ("event:12") or the event named in its detail. */
function eventOf(entry: AuditEntry): number | null {
  const target = /^event:(\d+)$/.exec(entry.target);
  if (target?.[1]) return Number(target[1]);
  const eventId = entry.detail?.eventId;
  return typeof eventId === "number" && Number.isInteger(eventId) ? eventId : null;
}

/**
 * Records who did what and when; runs inside the transaction of the action it records (or on its
 * own, given the database).
 */
export async function recordAudit(on: Queries, entry: AuditEntry, now: Date): Promise<void> {
  await insertAuditEntry(
    on,
    { actorId: entry.actorId, action: entry.action, target: entry.target, detail: entry.detail ? JSON.stringify(entry.detail) : "", eventId: eventOf(entry) },
    now,
  );
}

interface AuditLogRow {
  id: string;
  createdAt: string;
  actorEmail: string | null;
  action: string;
  target: string;
  detail: string;
}

export interface AuditLogPage {
  entries: AuditLogRow[];
  /** Where the next (older) page starts; null on the last page. */
  nextCursor: string | null;
}

const AUDIT_PAGE = 50;

/** A page of the entries matching the filters, newest first; the cursor reaches every entry. */
export async function listAuditLog(db: Db, input: TAuditListInput): Promise<AuditLogPage> {
  const [at, id] = input.cursor ? input.cursor.split("|") : [];
  const rows = await listAuditEntries(db, {
    action: input.action,
    actor: input.actor?.toLowerCase(),
    eventId: input.eventId,
    from: input.from ? new Date(input.from) : undefined,
    until: input.until ? new Date(input.until) : undefined,
    after: at && id ? { createdAt: new Date(at), id } : undefined,
    take: AUDIT_PAGE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), actorEmail: r.actorEmail, action: r.action, target: r.target, detail: r.detail })),
    nextCursor: rows.length > AUDIT_PAGE && last ? `${last.createdAt.toISOString()}|${last.id}` : null,
  };
}
