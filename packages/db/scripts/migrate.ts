import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sqliteFilePath } from "../src/database-url";
import { applyMigrations, FILTERS, MIGRATION_PATHS, readMigrationList, readSchema } from "../src/migrations";
import { openSchemaEngine } from "../src/schema-engine";

const paths = MIGRATION_PATHS;
const root = path.dirname(path.dirname(paths.migrationsDir));

async function deploy(): Promise<void> {
  const file = sqliteFilePath(process.env.DATABASE_URL ?? "file:./var/dev.db");
  const applied = await applyMigrations(file, paths);
  console.info(applied.length ? `Applied ${applied.join(", ")} to ${file}` : `${file} is up to date`);
}

async function create(name: string | undefined): Promise<void> {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("Usage: npm run db:migrate:new -- <name> (lower case letters, digits and _)");
  }
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
    if (!sql || sql === "-- This is an empty migration.") {
      console.info("The schema matches the migrations: nothing to create.");
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(paths.migrationsDir, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
    const lock = path.join(paths.migrationsDir, "migration_lock.toml");
    if (!existsSync(lock)) writeFileSync(lock, 'provider = "sqlite"\n');
    console.info(`Created ${path.relative(root, dir)}/migration.sql`);
  } finally {
    engine.free();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const [command, name] = process.argv.slice(2);
const run = command === "new" ? create(name) : deploy();
run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
