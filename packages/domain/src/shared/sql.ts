import type { SqliteConnection, SqliteStatement } from "@vyc/db";

/**
 * Hot-path SQL run synchronously on the connection (withConnection): prepared once per
 * connection, then reused. Values are read and written in Prisma's own formats (ISO times with
 * +00:00, booleans as 0/1) so Prisma reads these rows like its own.
 */
const cache = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

export function sql(connection: SqliteConnection, text: string): SqliteStatement {
  let statements = cache.get(connection);
  if (!statements) cache.set(connection, (statements = new Map()));
  let statement = statements.get(text);
  if (!statement) statements.set(text, (statement = connection.prepare<unknown[], unknown>(text).safeIntegers(false)));
  return statement;
}

/** A time as Prisma stores it in SQLite. */
export const sqlTime = (date: Date): string => date.toISOString().replace("Z", "+00:00");
/** A stored time (or null) as a Date. */
export const readTime = (value: unknown): Date | null => (typeof value === "string" ? new Date(value) : null);
export type Row = Record<string, unknown>;
