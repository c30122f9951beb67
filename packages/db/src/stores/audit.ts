import { randomUUID } from "node:crypto";
import type { SqlRunner } from "../sql-runner";

export interface AuditRow {
  actorId: string;
  action: string;
  target: string;
  detail: string;
}

/** Records an entry of the audit log inside the transaction of the action it records. */
export async function insertAuditEntry(sql: SqlRunner, entry: AuditRow, now: Date): Promise<void> {
  await sql.run(`INSERT INTO "AuditLog" ("id", "actorId", "action", "target", "detail", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`, [
    randomUUID(),
    entry.actorId,
    entry.action,
    entry.target,
    entry.detail,
    now,
  ]);
}
