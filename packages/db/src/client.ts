import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, sql, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
import { Db, type DB } from "./database";
import { sqliteFilePath } from "./database-url";
import { createPostgresDb, type PostgresPoolOptions } from "./postgres/client";
import { isPostgresUrl } from "./postgres/url";
import { SqliteDriver } from "./query/sqlite-driver";

/** How long a connection waits for another process's lock on the file (e.g. a backup) before failing. */
const BUSY_TIMEOUT_MS = 10_000;
/** The size the WAL file is cut back to whenever it starts over (SQLite otherwise keeps its largest size). */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

function sqliteWriter(file: string): BetterSqlite3.Database {
  const writer = new BetterSqlite3(file, { timeout: BUSY_TIMEOUT_MS });
  writer.pragma("journal_mode = WAL");
  writer.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  writer.pragma("synchronous = NORMAL");
  writer.pragma("foreign_keys = ON");
  return writer;
}

/**
 * The database of DATABASE_URL. SQLite: one writer connection (WAL, so readers never wait for it,
 * kept to 64 MB; synchronous NORMAL; foreign keys on) whose uses take turns, and one read-only connection for
 * plain reads (see SqliteDriver); only the read-only one when `readOnly` (a worker thread's, whose
 * server made the file). PostgreSQL: a pool (see createPostgresDb and its options), whose
 * failures between queries go to `onBackgroundFailure`.
 */
export function createDb(databaseUrl: string, options: PostgresPoolOptions = {}): Db {
  if (isPostgresUrl(databaseUrl)) return createPostgresDb(databaseUrl, options);
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const writer = options.readOnly ? null : sqliteWriter(file);
  const reader = new BetterSqlite3(file, { readonly: true, timeout: BUSY_TIMEOUT_MS });
  const driver = new SqliteDriver({ writer: writer ?? reader, reader });
  const query = new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    },
  });
  return new Db("sqlite", databaseUrl, query);
}

/** One round trip to the database, e.g. for a health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db.query);
}
