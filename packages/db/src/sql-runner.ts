import type { PrismaClient } from "./generated/prisma/client";
import type { TransactionLocks } from "./locks";

/** A value bound to a `?` placeholder. Dates are written as UTC ISO timestamps. */
export type SqlValue = string | number | boolean | null | Date;
export type Row = Record<string, SqlValue | undefined>;
export type Engine = "sqlite" | "postgres";

/**
 * Statements of the stores' hot paths, written once for both engines: `?` placeholders, every
 * identifier double-quoted, booleans as TRUE/FALSE. Each engine's runner binds them its own way.
 * Times come back as the engine gives them (ISO text on SQLite, Date on PostgreSQL): read them
 * with readTime.
 */
export interface SqlRunner {
  readonly engine: Engine;
  all<T extends Row = Row>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T extends Row = Row>(text: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a write; resolves with the number of rows it changed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /** The locks of the transaction this runner belongs to (see lockForDecision); absent outside one. */
  readonly locks?: TransactionLocks;
}

/** The SQL side of a database: single statements, and transactions that roll back when `work` throws. */
export interface SqlDatabase extends SqlRunner {
  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T>;
}

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
