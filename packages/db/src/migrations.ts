import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { closeSchemaEngine, openSchemaEngine } from "./schema-engine";
import { projectRoot } from "./project-root";

export const FILTERS = { externalTables: [], externalEnums: [] };

export interface MigrationPaths {
  schemaFile: string;
  migrationsDir: string;
}

const repoRoot = projectRoot();

/** The repository's prisma/ folder: schema and committed migrations. */
export const MIGRATION_PATHS: MigrationPaths = {
  schemaFile: path.join(repoRoot, "prisma/schema.prisma"),
  migrationsDir: path.join(repoRoot, "prisma/migrations"),
};

export function readMigrationList(migrationsDir: string): MigrationList {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

export function readSchema(schemaFile: string): { path: string; content: string } {
  return { path: schemaFile, content: readFileSync(schemaFile, "utf8") };
}

/** Applies every pending migration to the SQLite file, recording them in `_prisma_migrations`. */
export async function applyMigrations(file: string, paths: MigrationPaths = MIGRATION_PATHS): Promise<string[]> {
  mkdirSync(path.dirname(file), { recursive: true });
  const engine = await openSchemaEngine(file, readSchema(paths.schemaFile));
  try {
    const out = await engine.applyMigrations({ migrationsList: readMigrationList(paths.migrationsDir), filters: FILTERS });
    return out.appliedMigrationNames;
  } finally {
    await closeSchemaEngine(engine);
  }
}
