import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { PrismaClient as SqlitePrismaClient } from "../generated/prisma/client";
import { PrismaClient } from "../generated/postgres/client";
import { registerSqlDatabase } from "../sql-runner";
import { Kysely } from "kysely";
import { Db, type DB } from "../database";
import { postgresDialect } from "../query/postgres-dialect";

/** One pool per database, shared by Prisma and the SQL runner; keyed by the client. */
const pools = new WeakMap<object, pg.Pool>();

/** Connections per app server (DATABASE_POOL_SIZE, default 10). */
export function poolSizeFromEnv(value = process.env.DATABASE_POOL_SIZE): number {
  if (value === undefined || value === "") return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a positive integer (got "${value}")`);
  return size;
}

/**
 * The Prisma client for a PostgreSQL DATABASE_URL (the client generated from
 * prisma/postgres/schema.prisma: the same models, so it is typed as the SQLite one), and its SQL
 * runner, both on one pg pool. `$disconnect()` ends the pool.
 */
export function createPostgresDb(databaseUrl: string, options: { poolSize?: number } = {}): SqlitePrismaClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? poolSizeFromEnv() });
  // An idle connection the server drops (restart, timeout) must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL pool: ${error.message}`));
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  const disconnect = client.$disconnect.bind(client);
  client.$disconnect = async () => {
    await disconnect();
    if (!pool.ended) await pool.end();
  };
  const db = client as unknown as SqlitePrismaClient;
  pools.set(db, pool);
  registerSqlDatabase(db, new Db("postgres", new Kysely<DB>({ dialect: postgresDialect(pool) }), async () => {}));
  return db;
}

/** The pg pool of a PostgreSQL client made by createDb, or null for SQLite. */
export function postgresPool(db: object): pg.Pool | null {
  return pools.get(db) ?? null;
}

/** Which engine a client made by createDb talks to. */
export function databaseEngine(db: object): "sqlite" | "postgres" {
  return pools.has(db) ? "postgres" : "sqlite";
}
