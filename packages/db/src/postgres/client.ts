import { Kysely } from "kysely";
import pg from "pg";
import { warnBackgroundFailure, type BackgroundFailure } from "../background-failure";
import { Db, type DB } from "../database";
import { postgresDialect } from "../query/postgres-dialect";

/** Connections per app server (DATABASE_POOL_SIZE, default 10). */
function poolSizeFromEnv(value = process.env.DATABASE_POOL_SIZE): number {
  if (value === undefined || value === "") return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a positive integer (got "${value}")`);
  return size;
}

/** How the pool is opened: its size, read-only sessions (every transaction refuses to write), and where background failures go. */
export interface PostgresPoolOptions {
  poolSize?: number;
  readOnly?: boolean;
  onBackgroundFailure?: BackgroundFailure;
}

/** The database of a PostgreSQL DATABASE_URL, on one pg pool; `close()` ends the pool. */
export function createPostgresDb(databaseUrl: string, options: PostgresPoolOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? poolSizeFromEnv(),
    ...(options.readOnly ? { options: "-c default_transaction_read_only=on" } : {}),
  });
  // An idle connection the server drops (restart, timeout) must not crash the process; the pool replaces it.
  const onFailure = options.onBackgroundFailure ?? warnBackgroundFailure;
  pool.on("error", (error) => onFailure(error, "PostgreSQL pool"));
  return new Db("postgres", databaseUrl, new Kysely<DB>({ dialect: postgresDialect(pool) }), {
    pool,
    notDurable: new Kysely<DB>({ dialect: postgresDialect(pool, { durable: false }) }),
  });
}
