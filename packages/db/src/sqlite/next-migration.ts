import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FILTERS, MIGRATION_PATHS, readMigrationList, readSchema, type MigrationPaths } from "../migrations";
import { closeSchemaEngine, openSchemaEngine } from "../schema-engine";

/**
 * The SQL of the next SQLite migration: the committed ones replayed on a scratch file, compared with
 * the schema. Empty when they are in step.
 */
export async function nextSqliteMigration(paths: MigrationPaths = MIGRATION_PATHS): Promise<string> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "migrate-"));
  const engine = await openSchemaEngine(path.join(scratch, "shadow.db"), readSchema(paths.schemaFile));
  try {
    const list = readMigrationList(paths.migrationsDir);
    const from = list.migrationDirectories.length ? { tag: "migrations" as const, ...list } : { tag: "empty" as const };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [readSchema(paths.schemaFile)] },
      script: true,
      exitCode: null,
      filters: FILTERS,
    });
    const sql = (result.stdout ?? "").trim();
    return sql === "-- This is an empty migration." ? "" : sql;
  } finally {
    await closeSchemaEngine(engine);
    rmSync(scratch, { recursive: true, force: true });
  }
}
