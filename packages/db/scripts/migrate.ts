import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MIGRATION_PATHS, readMigrationList, type MigrationPaths } from "../src/migrations";
import { postgresSchemaInStep, SCHEMA_FILES } from "../src/postgres/derived-schema";
import { nextPostgresMigration, POSTGRES_LOCKFILE, POSTGRES_MIGRATION_PATHS } from "../src/postgres/migrations";
import { isPostgresUrl } from "../src/postgres/url";
import { nextSqliteMigration } from "../src/sqlite/next-migration";

const root = path.dirname(path.dirname(MIGRATION_PATHS.migrationsDir));

/**
 * The current UTC time as YYYYMMDDHHMMSS, moved past the newest existing migration of either engine
 * so the new one always sorts (and so applies) last.
 */
function nextStamp(all: MigrationPaths[]): string {
  const now = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const newest = all
    .flatMap((paths) => readMigrationList(paths.migrationsDir).migrationDirectories.map((dir) => dir.path.slice(0, 14)))
    .filter((stamp) => /^\d{14}$/.test(stamp))
    .sort()
    .at(-1);
  if (!newest || now > newest) return now;
  const y = Number(newest.slice(0, 4));
  const parts = [4, 6, 8, 10, 12].map((at) => Number(newest.slice(at, at + 2)));
  const next = new Date(Date.UTC(y, (parts[0] ?? 1) - 1, parts[1], parts[2], parts[3], (parts[4] ?? 0) + 1));
  return next.toISOString().replace(/\D/g, "").slice(0, 14);
}

function write(paths: MigrationPaths, dirName: string, sql: string, lockfile: string): void {
  const dir = path.join(paths.migrationsDir, dirName);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
  const lock = path.join(paths.migrationsDir, "migration_lock.toml");
  if (!existsSync(lock)) writeFileSync(lock, lockfile);
  console.info(`Created ${path.relative(root, dir)}/migration.sql`);
}

/**
 * Writes the next migration of both engines under one name: SQLite's from a scratch file,
 * PostgreSQL's through a shadow database on the server of POSTGRES_SHADOW_URL.
 */
async function create(name: string | undefined): Promise<void> {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("Usage: npm run db:migrate:new -- <name> (lower case letters, digits and _)");
  }
  const shadowUrl = process.env.POSTGRES_SHADOW_URL ?? (isPostgresUrl(process.env.DATABASE_URL ?? "") ? process.env.DATABASE_URL : undefined);
  if (!shadowUrl || !isPostgresUrl(shadowUrl)) {
    throw new Error(
      "db:migrate:new writes the migration for SQLite and PostgreSQL, and PostgreSQL's needs a server to replay the " +
        "migrations on: set POSTGRES_SHADOW_URL to a PostgreSQL URL whose user may create databases " +
        "(e.g. postgresql://postgres@127.0.0.1:5432/postgres). Nothing was written.",
    );
  }
  const { inStep, expected } = postgresSchemaInStep();
  if (!inStep) {
    writeFileSync(SCHEMA_FILES.postgres, expected);
    console.info(`Wrote ${path.relative(root, SCHEMA_FILES.postgres)}`);
  }
  const [sqlite, postgres] = await Promise.all([nextSqliteMigration(MIGRATION_PATHS), nextPostgresMigration(shadowUrl)]);
  if (!sqlite && !postgres) {
    console.info("The schema matches the migrations: nothing to create.");
    return;
  }
  const dirName = `${nextStamp([MIGRATION_PATHS, POSTGRES_MIGRATION_PATHS])}_${name}`;
  if (sqlite) write(MIGRATION_PATHS, dirName, sqlite, 'provider = "sqlite"\n');
  else console.info("SQLite: the schema matches its migrations, nothing to create.");
  if (postgres) write(POSTGRES_MIGRATION_PATHS, dirName, postgres, POSTGRES_LOCKFILE);
  else console.info("PostgreSQL: the schema matches its migrations, nothing to create.");
}

// The same settings as the server: the environment, else the repository's .env file.
if (existsSync(".env")) process.loadEnvFile(".env");
create(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
