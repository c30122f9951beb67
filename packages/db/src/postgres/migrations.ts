import { randomUUID } from "node:crypto";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { FILTERS, readMigrationList, readSchema, type MigrationPaths } from "../migrations";
import { closeSchemaEngine, openSchemaEngineWith } from "../schema-engine";
import { quoteIdentifier, withDatabaseName } from "./url";
import { projectRoot } from "../project-root";

const repoRoot = projectRoot();

/** The PostgreSQL schema (derived from prisma/schema.prisma) and its own migrations. */
export const POSTGRES_MIGRATION_PATHS: MigrationPaths = {
  schemaFile: path.join(repoRoot, "prisma/postgres/schema.prisma"),
  migrationsDir: path.join(repoRoot, "prisma/postgres/migrations"),
};

export const POSTGRES_LOCKFILE = 'provider = "postgresql"\n';

/** Runs one statement on its own connection (CREATE / DROP DATABASE cannot run in a transaction). */
export async function runAdminStatement(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const PG_CHAR = 18;
const PG_TEXT = 25;

/**
 * The schema engine reads PostgreSQL's catalog, whose flag columns (pg_class.relkind,
 * pg_constraint.contype, ...) have the internal one-byte type "char", which adapter-pg 7.10 refuses
 * ("Column type 'char' could not be deserialized"): such columns are handed over as the text they are.
 */
function charAsText<T extends object>(queryable: T): T {
  const io = queryable as unknown as { performIO(query: SqlQuery): Promise<pg.QueryResult> };
  const performIO = io.performIO.bind(io);
  io.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === PG_CHAR) field.dataTypeID = PG_TEXT;
    return result;
  };
  return queryable;
}

function forSchemaEngine(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => charAsText<Transaction>(await startTransaction(isolationLevel));
  return charAsText(adapter);
}

/**
 * Adapters for the schema engine: the database of `databaseUrl`, and a shadow database created
 * beside it on the same server for the replay of migrations, dropped when the engine is closed.
 */
function postgresFactory(databaseUrl: string, opened: SqlDriverAdapter[]): SqlMigrationAwareDriverAdapterFactory {
  const main = new PrismaPg({ connectionString: databaseUrl });
  const track = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    opened.push(adapter);
    return adapter;
  };
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => track(forSchemaEngine(await main.connect())),
    connectToShadowDb: async () => {
      const name = `prisma_shadow_${randomUUID().replace(/-/g, "")}`;
      await runAdminStatement(databaseUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
      const adapter = forSchemaEngine(await new PrismaPg({ connectionString: withDatabaseName(databaseUrl, name) }).connect());
      const dispose = adapter.dispose.bind(adapter);
      let disposed = false;
      adapter.dispose = async () => {
        if (disposed) return;
        disposed = true;
        await dispose();
        await runAdminStatement(databaseUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
      };
      return track(adapter);
    },
  };
}

/** Applies every pending PostgreSQL migration to the database, recording them in `_prisma_migrations`. */
export async function applyPostgresMigrations(databaseUrl: string, paths: MigrationPaths = POSTGRES_MIGRATION_PATHS): Promise<string[]> {
  const engine = await openSchemaEngineWith((opened) => postgresFactory(databaseUrl, opened), readSchema(paths.schemaFile));
  try {
    const out = await engine.applyMigrations({ migrationsList: readMigrationList(paths.migrationsDir), filters: FILTERS });
    return out.appliedMigrationNames;
  } finally {
    await closeSchemaEngine(engine);
  }
}

/**
 * The SQL of the next PostgreSQL migration: the committed migrations replayed on a shadow database
 * created on the server of `serverUrl` (the user needs CREATEDB), compared with the schema. Empty
 * when they match.
 */
export async function nextPostgresMigration(serverUrl: string, paths: MigrationPaths = POSTGRES_MIGRATION_PATHS): Promise<string> {
  const schema = readSchema(paths.schemaFile);
  const engine = await openSchemaEngineWith((opened) => postgresFactory(serverUrl, opened), schema);
  try {
    const list = readMigrationList(paths.migrationsDir);
    const from = list.migrationDirectories.length ? { tag: "migrations" as const, ...list } : { tag: "empty" as const };
    const result = await engine.diff({ from, to: { tag: "schemaDatamodel", files: [schema] }, script: true, exitCode: null, filters: FILTERS });
    const sql = (result.stdout ?? "").trim();
    return sql === "-- This is an empty migration." ? "" : sql;
  } finally {
    await closeSchemaEngine(engine);
  }
}
