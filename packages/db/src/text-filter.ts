import type { Prisma } from "./generated/prisma/client";
import { databaseEngine } from "./postgres/client";

/**
 * A `contains` filter that ignores case on either engine: SQLite's LIKE already does (for ASCII
 * letters), PostgreSQL's needs `mode: "insensitive"` (ILIKE), which only its client accepts.
 */
export function containsIgnoringCase(db: object, value: string): Prisma.StringFilter {
  return databaseEngine(db) === "postgres" ? ({ contains: value, mode: "insensitive" } as Prisma.StringFilter) : { contains: value };
}
