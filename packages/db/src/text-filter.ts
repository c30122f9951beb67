import { sql, type Expression, type SqlBool } from "kysely";
import type { Engine } from "./database";

/** `text` as a LIKE pattern that finds it anywhere: its own %, _ and \ match only themselves. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Whether `column` contains `text`, ignoring case, on either engine: PostgreSQL's ILIKE, SQLite's
 * LIKE (which already ignores the case of ASCII letters).
 */
export function containsIgnoringCase(engine: Engine, column: Expression<string | null>, text: string): Expression<SqlBool> {
  return engine === "postgres"
    ? sql<SqlBool>`${column} ILIKE ${containing(text)} ESCAPE '\\'`
    : sql<SqlBool>`${column} LIKE ${containing(text)} ESCAPE '\\'`;
}
