import type { Db, Tx } from "./database";
import type { PrismaClient } from "./generated/prisma/client";

/** A value bound to a `?` placeholder. Dates are written as UTC ISO timestamps. */
export type SqlValue = string | number | boolean | null | Date;
export type Row = Record<string, SqlValue | undefined>;

/** A handle the stores still reach with statement text (`?` placeholders, both engines). */
export type SqlRunner = Db | Tx;
export type SqlDatabase = Db;

const databases = new WeakMap<PrismaClient, SqlDatabase>();

export function registerSqlDatabase(db: PrismaClient, sql: SqlDatabase): void {
  databases.set(db, sql);
}

/** The SQL runner of a client made by createDb. */
export function sqlOf(db: PrismaClient): SqlDatabase {
  const sql = databases.get(db);
  if (!sql) throw new Error("This database client was not made by createDb.");
  return sql;
}

/** A stored time (ISO text on SQLite, Date on PostgreSQL, or null) as a Date. */
export function readTime(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === "string" ? new Date(value) : null;
}

/** A nullable text column's value, or null. */
export function readText(value: SqlValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}
