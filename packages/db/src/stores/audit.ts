import { randomUUID } from "node:crypto";
import type { Queries } from "../database";
import type { AuditLog } from "../rows";

export interface AuditRow {
  /** null for the server's own scheduled work. */
  actorId: string | null;
  action: string;
  target: string;
  detail: string;
}

/** Records an entry of the audit log, inside the transaction of the action it records when given that transaction. */
export async function insertAuditEntry(db: Queries, entry: AuditRow, now: Date): Promise<void> {
  await db.query
    .insertInto("AuditLog")
    .values({ id: randomUUID(), actorId: entry.actorId, action: entry.action, target: entry.target, detail: entry.detail, createdAt: now })
    .execute();
}

export type AuditEntryRow = AuditLog & { actorEmail: string | null };

/** The newest entries first, optionally of one action, with the e-mail of who acted. */
export function listAuditEntries(db: Queries, filter: { action: string | undefined; take: number }): Promise<AuditEntryRow[]> {
  let query = db.query.selectFrom("AuditLog").leftJoin("User", "User.id", "AuditLog.actorId").selectAll("AuditLog").select("User.email as actorEmail");
  if (filter.action) query = query.where("AuditLog.action", "=", filter.action);
  return query.orderBy("AuditLog.createdAt", "desc").orderBy("AuditLog.id", "desc").limit(filter.take).execute();
}
