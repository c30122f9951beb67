const UNIQUE_CODES = new Set([
  "SQLITE_CONSTRAINT_UNIQUE", // better-sqlite3
  "SQLITE_CONSTRAINT_PRIMARYKEY",
  "23505", // PostgreSQL unique_violation (pg)
]);

/**
 * Whether a write failed because it would duplicate a unique key, however it reached the database
 * (better-sqlite3 on SQLite, pg on PostgreSQL).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && UNIQUE_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
