import { randomUUID } from "node:crypto";
import type { AuditLog, Prisma } from "../generated/prisma/client";
import type { SqlRunner } from "../sql-runner";

export interface AuditRow {
  /** null for the server's own scheduled work. */
  actorId: string | null;
  action: string;
  target: string;
  detail: string;
}

/** The transaction an entry joins: a SQL runner's (the order path) or Prisma's (the back office). */
export type AuditTransaction = SqlRunner | Prisma.TransactionClient;

const isSqlRunner = (on: AuditTransaction): on is SqlRunner => typeof (on as Partial<SqlRunner>).run === "function";

/**
 * Records an entry of the audit log inside the transaction of the action it records. A transaction
 * is one connection, so the entry goes through whichever one the action runs in: the same row,
 * written by the SQL runner or by Prisma.
 */
export async function insertAuditEntry(on: AuditTransaction, entry: AuditRow, now: Date): Promise<void> {
  const row = { id: randomUUID(), ...entry, createdAt: now };
  if (isSqlRunner(on)) {
    await on.run(`INSERT INTO "AuditLog" ("id", "actorId", "action", "target", "detail", "createdAt") VALUES (?, ?, ?, ?, ?, ?)`, [
      row.id,
      row.actorId,
      row.action,
      row.target,
      row.detail,
      row.createdAt,
    ]);
  } else {
    await on.auditLog.create({ data: row });
  }
}

export type AuditEntryRow = AuditLog & { actor: { email: string } | null };

/** The newest entries first, optionally of one action, with the e-mail of who acted. */
export function listAuditEntries(db: Prisma.TransactionClient, filter: { action: string | undefined; take: number }): Promise<AuditEntryRow[]> {
  return db.auditLog.findMany({
    where: filter.action ? { action: filter.action } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: filter.take,
    include: { actor: { select: { email: true } } },
  });
}
