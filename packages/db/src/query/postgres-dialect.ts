import { CompiledQuery, PostgresDialect, PostgresDriver, type DatabaseConnection, type Dialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import { LOCK_TIMEOUT_MS } from "../locks";
import { preparedStatementName } from "./prepared";
import { isStalePlan } from "./stale-plan";

const TIMESTAMP = 1114;
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Prisma's migrations store DateTime as `timestamp(3)` without time zone, holding UTC: read it as
 * UTC (pg's default reads it in the process's time zone). COUNT and SUM come back as int8 /
 * numeric, which pg leaves as strings: read them as numbers.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (format !== "binary") {
      if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
      if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    }
    return (format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid, "text")) as (value: string) => unknown;
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** Times are written as UTC ISO text; `timestamp without time zone` ignores the trailing Z, keeping UTC. */
const bind = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/**
 * A pooled client whose statements bind and read times as UTC. The order path's prepared statements
 * run under their names (see preparedStatementName), so the server plans each once per connection.
 * A migration that changes what one of them returns while servers run (a rolling deploy) makes its
 * kept plan fail ("cached plan must not change result type"): that connection is closed instead of
 * returned to the pool, and the statement, outside a transaction, runs again unnamed (a transaction
 * is run again by Db.transaction, on another connection).
 */
function utcClient(client: pg.PoolClient): PostgresPoolClient {
  let stale = false;
  const query = async (text: string, values: readonly unknown[]) => {
    const config = { text, values: values.map(bind), types };
    try {
      return await client.query({ ...config, name: preparedStatementName(text) });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      stale = true;
      if (client.getTransactionStatus() !== "I") throw error;
      return client.query(config);
    }
  };
  return {
    query: query as unknown as PostgresPoolClient["query"],
    release: (destroy) => client.release(destroy || stale),
  };
}

/**
 * A transaction waits at most LOCK_TIMEOUT_MS for a lock another holds; one that is not `durable`
 * commits without waiting for the disk (see Db.transaction). Both are set in BEGIN's round trip.
 */
class LockTimeoutDriver extends PostgresDriver {
  readonly #begin: string;

  constructor(pool: PostgresPool, durable: boolean) {
    super({ pool });
    this.#begin = `BEGIN; SET LOCAL lock_timeout = ${LOCK_TIMEOUT_MS}${durable ? "" : "; SET LOCAL synchronous_commit = off"}`;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(this.#begin));
  }
}

/** The query layer's dialect for a PostgreSQL pool; its transactions are `durable` (the default) or not. */
export function postgresDialect(pool: pg.Pool, { durable = true }: { durable?: boolean } = {}): Dialect {
  const wrapped: PostgresPool = { connect: async () => utcClient(await pool.connect()), end: () => pool.end() };
  const base = new PostgresDialect({ pool: wrapped });
  return {
    createAdapter: () => base.createAdapter(),
    createDriver: () => new LockTimeoutDriver(wrapped, durable),
    createQueryCompiler: () => base.createQueryCompiler(),
    createIntrospector: (db) => base.createIntrospector(db),
  };
}
