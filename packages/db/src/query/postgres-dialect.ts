import { CompiledQuery, PostgresDialect, PostgresDriver, type DatabaseConnection, type Dialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import { LOCK_TIMEOUT_MS } from "../locks";

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
 * A pooled client whose statements bind and read times as UTC. Statements are not prepared under a
 * name: a plan cached on a pooled connection breaks ("cached plan must not change result type")
 * when a migration changes a table while servers run, as in a rolling deploy.
 */
function utcClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((text: string, values: readonly unknown[]) => client.query({ text, values: values.map(bind), types })) as unknown as PostgresPoolClient["query"],
    release: (destroy) => client.release(destroy),
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
