import { Kysely } from "kysely";
import pg from "pg";
import { Db, type DB } from "../database";
import { postgresDialect } from "../query/postgres-dialect";

/** Connections per app server (DATABASE_POOL_SIZE, default 10). */
function poolSizeFromEnv(value = process.env.DATABASE_POOL_SIZE): number {
  if (value === undefined || value === "") return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a positive integer (got "${value}")`);
  return size;
}

/** The database of a PostgreSQL DATABASE_URL, on one pg pool; `close()` ends the pool. */
export function createPostgresDb(databaseUrl: string, options: { poolSize?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? poolSizeFromEnv() });
  // An idle connection the server drops (restart, timeout) must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL pool: ${error.message}`));
  return new Db("postgres", new Kysely<DB>({ dialect: postgresDialect(pool) }), pool);
}
