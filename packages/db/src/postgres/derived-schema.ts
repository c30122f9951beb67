import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../project-root";

const repoRoot = projectRoot();

/** The SQLite schema (the one edited by hand) and the PostgreSQL schema derived from it. */
export const SCHEMA_FILES = {
  sqlite: path.join(repoRoot, "prisma/schema.prisma"),
  postgres: path.join(repoRoot, "prisma/postgres/schema.prisma"),
};

const HEADER =
  "// Generated from prisma/schema.prisma by `npm run db:generate` (packages/db/scripts/postgres-schema.ts).\n" +
  "// Do not edit: change prisma/schema.prisma and regenerate.\n\n";

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`));
  if (matches?.length !== 1) throw new Error(`prisma/schema.prisma must have exactly one ${what} (found ${matches?.length ?? 0})`);
  return text.replace(pattern, replacement);
}

/** The query layer's table types, written from the PostgreSQL schema so booleans and times are typed as the driver returns them. */
const KYSELY_GENERATOR = `
generator kysely {
  provider = "prisma-kysely"
  output   = "../../packages/db/src/generated/kysely"
  fileName = "types.ts"
}
`;

/** The PostgreSQL schema: the same models with the datasource provider swapped, and the query layer's table types. */
export function derivePostgresSchema(sqliteSchema: string): string {
  const schema = replaceOnce(sqliteSchema, /(datasource\s+db\s*\{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"', 'datasource provider = "sqlite"');
  return HEADER + schema + KYSELY_GENERATOR;
}

/** Whether the committed PostgreSQL schema is what prisma/schema.prisma derives to. */
export function postgresSchemaInStep(files = SCHEMA_FILES): { inStep: boolean; expected: string } {
  const expected = derivePostgresSchema(readFileSync(files.sqlite, "utf8"));
  const actual = existsSync(files.postgres) ? readFileSync(files.postgres, "utf8") : null;
  return { inStep: actual === expected, expected };
}
