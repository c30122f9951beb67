import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";
import { sqliteFilePath } from "./database-url";
import { createPostgresDb, databaseEngine } from "./postgres/client";
import { isPostgresUrl } from "./postgres/url";
import { SerializedSqlite } from "./serialized-adapter";
import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import { Db as Database, type DB } from "./database";
import { SqliteDriver } from "./query/sqlite-driver";
import { registerSqlDatabase } from "./sql-runner";

export type Db = PrismaClient;

/**
 * Creates the Prisma client for DATABASE_URL through the better-sqlite3 driver adapter, with every
 * use of its single connection taking turns (see SerializedSqlite), and registers the stores' SQL
 * runner on that same connection.
 */
export function createDb(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) return createPostgresDb(databaseUrl);
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const serialized = new SerializedSqlite(
    new PrismaBetterSqlite3({ url: file, timeout: 10_000 }),
    new PrismaBetterSqlite3({ url: file, timeout: 10_000, readonly: true }),
  );
  const db = new PrismaClient({ adapter: serialized.factory() });
  const connect = async () => {
    if (!serialized.connection || !serialized.reader) await db.$connect();
    if (!serialized.connection || !serialized.reader) throw new Error("The database connection is not open.");
    return { writer: serialized.connection, reader: serialized.reader };
  };
  const driver = new SqliteDriver(connect, serialized.lock);
  const query = new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    },
  });
  registerSqlDatabase(db, new Database("sqlite", query, async () => {}));
  return db;
}

/** One round trip to the database, e.g. for a health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRawUnsafe("SELECT 1");
}

/** WAL keeps readers off the writer's back; run once after connecting. */
export async function tuneSqlite(db: Db): Promise<void> {
  if (databaseEngine(db) === "postgres") return;
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
}
