import { randomUUID } from "node:crypto";
import type { Queries } from "../database";
import { contains } from "../query/contains-pattern";
import type { AuditLog } from "../rows";

export interface AuditRow {
  /** null for the server's own scheduled work. */
  actorId: string | null;
  action: string;
  target: string;
  detail: string;
  /** The event the entry concerns, when it concerns one. */
  eventId: number | null;
}

/** Records an entry of the audit log, inside the transaction of the action it records when given that transaction. */
export async function insertAuditEntry(db: Queries, entry: AuditRow, now: Date): Promise<void> {
  await db.query
    .insertInto("AuditLog")
    .values({ id: randomUUID(), actorId: entry.actorId, action: entry.action, target: entry.target, detail: entry.detail, eventId: entry.eventId, createdAt: now })
    .execute();
}

export type AuditEntryRow = AuditLog & { actorEmail: string | null };

export interface AuditFilter {
  action?: string | undefined;
  /** Entries by people whose e-mail address contains this text. */
  actor?: string | undefined;
  eventId?: number | undefined;
  from?: Date | undefined;
  /** Entries before this moment. */
  until?: Date | undefined;
  /** Entries older than this one (the last entry of the page before). */
  after?: { createdAt: Date; id: string } | undefined;
  take: number;
}

/** One page of entries, newest first, with the e-mail of who acted; pages are keyed by (createdAt, id) so every entry is reachable. */
export function listAuditEntries(db: Queries, filter: AuditFilter): Promise<AuditEntryRow[]> {
  let query = db.query.selectFrom("AuditLog").leftJoin("User", "User.id", "AuditLog.actorId").selectAll("AuditLog").select("User.email as actorEmail");
  if (filter.action) query = query.where("AuditLog.action", "=", filter.action);
  const actor = filter.actor;
  if (actor) query = query.where((eb) => contains(eb.ref("User.email"), actor));
  if (filter.eventId !== undefined) query = query.where("AuditLog.eventId", "=", filter.eventId);
  if (filter.from) query = query.where("AuditLog.createdAt", ">=", filter.from);
  if (filter.until) query = query.where("AuditLog.createdAt", "<", filter.until);
  const after = filter.after;
  // One row comparison, so that both engines seek the (createdAt, id) index to the page's start instead of walking to it.
  if (after) query = query.where((eb) => eb(eb.refTuple("AuditLog.createdAt", "AuditLog.id"), "<", eb.tuple(after.createdAt, after.id)));
  return query.orderBy("AuditLog.createdAt", "desc").orderBy("AuditLog.id", "desc").limit(filter.take).execute();
}
