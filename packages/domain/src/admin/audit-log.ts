import { insertAuditEntry, listAuditEntries, type Db, type Queries } from "@vyc/db";
import type { TAuditListInput } from "@vyc/validators";

/** Every back-office action, named "<subject>.<verb>". */
export type AuditAction =
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
  | "outbox.sendAgain";

export interface AuditEntry {
  /** null for the server's own scheduled work (the retention job). */
  actorId: string | null;
  action: AuditAction;
  /** What was acted on, e.g. "event:12", "order:40", "user:ck…". */
  target: string;
  detail?: Record<string, unknown>;
}

/**
 * Records who did what and when; runs inside the transaction of the action it records (or on its
 * own, given the database).
 */
export async function recordAudit(on: Queries, entry: AuditEntry, now: Date): Promise<void> {
  await insertAuditEntry(on, { actorId: entry.actorId, action: entry.action, target: entry.target, detail: entry.detail ? JSON.stringify(entry.detail) : "" }, now);
}

export interface AuditLogRow {
  id: string;
  createdAt: string;
  actorEmail: string | null;
  action: string;
  target: string;
  detail: string;
}

const AUDIT_PAGE = 300;

/** The newest entries first, optionally of one action. */
export async function listAuditLog(db: Db, input: TAuditListInput): Promise<AuditLogRow[]> {
  const rows = await listAuditEntries(db, { action: input.action, take: AUDIT_PAGE });
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), actorEmail: r.actorEmail, action: r.action, target: r.target, detail: r.detail }));
}
