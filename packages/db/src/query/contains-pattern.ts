import { sql, type Expression, type SqlBool } from "kysely";

/** `text` as a LIKE pattern that matches it anywhere, its own wildcards taken literally (escape `\`). */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `text` (as typed, wildcards literal), the same on both engines. */
export function contains(column: Expression<string | null>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${column} LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
