import { readFileSync } from "node:fs";

/** How SQLite hands back a column that the query layer reads as a richer type. */
export type ColumnKind = "timestamp" | "boolean";

/**
 * The DateTime and Boolean columns of the schema's models, by name (the schema gives each name one
 * type across models; this refuses a schema where it does not). SQLite stores them as ISO text and
 * 0/1, PostgreSQL as timestamp and boolean: the query layer reads both as Date and boolean.
 */
function columnKindsOfSchema(schema: string): Record<string, ColumnKind> {
  const kinds = new Map<string, Set<string>>();
  for (const model of schema.matchAll(/^model\s+\w+\s*\{([\s\S]*?)^\}/gm)) {
    for (const line of (model[1] ?? "").split("\n")) {
      const [name, type] = line.trim().split(/\s+/);
      if (!name || !type || name.startsWith("@") || name.startsWith("/")) continue;
      const types = kinds.get(name) ?? new Set<string>();
      types.add(type.replace(/[?[\]]/g, ""));
      kinds.set(name, types);
    }
  }
  const result: Record<string, ColumnKind> = {};
  for (const [name, types] of kinds) {
    const kind = types.has("DateTime") ? "timestamp" : types.has("Boolean") ? "boolean" : null;
    if (!kind) continue;
    if (types.size > 1) throw new Error(`The column name "${name}" has several types across models (${[...types].join(", ")}): give it one.`);
    result[name] = kind;
  }
  return result;
}

/** The generated module that holds the column kinds of prisma/schema.prisma. */
export function columnKindsModule(schemaFile: string): string {
  const kinds = columnKindsOfSchema(readFileSync(schemaFile, "utf8"));
  return (
    "// Generated from prisma/schema.prisma by `npm run db:generate`. Do not edit.\n" +
    'import type { ColumnKind } from "../../query/column-kinds";\n\n' +
    `export const COLUMN_KINDS: Readonly<Record<string, ColumnKind>> = ${JSON.stringify(kinds, null, 2)};\n`
  );
}
