import pg from "pg";
import { LOCK_TIMEOUT_MS, TransactionLocks } from "../locks";
import type { Row, SqlDatabase, SqlRunner, SqlValue } from "../sql-runner";
import { toPgPlaceholders } from "./placeholders";

const TIMESTAMP = 1114;
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Prisma stores DateTime as `timestamp(3)` without time zone, holding UTC: read it as UTC (pg's
 * default reads it in the process's time zone). COUNT and SUM come back as int8 / numeric, which pg
 * leaves as strings: read them as numbers. Passed per query, so Prisma's own parsing of the same
 * pool is untouched.
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

/**
 * Statements by their shared text, converted once. They are not prepared under a name: a plan
 * cached on a pooled connection breaks ("cached plan must not change result type") when a
 * migration changes a table while servers run, as in a rolling deploy.
 */
const converted = new Map<string, string>();
const MAX_STATEMENTS = 2_000;

function pgText(text: string): string {
  let found = converted.get(text);
  if (found === undefined) {
    found = toPgPlaceholders(text);
    if (converted.size < MAX_STATEMENTS) converted.set(text, found);
  }
  return found;
}

/** Times are written as UTC ISO text; `timestamp without time zone` ignores the trailing Z, keeping UTC. */
function bind(value: SqlValue): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

type Queryable = Pick<pg.Pool, "query"> | Pick<pg.PoolClient, "query">;

class PostgresRunner implements SqlRunner {
  readonly engine = "postgres" as const;

  constructor(
    protected readonly queryable: Queryable,
    readonly locks?: TransactionLocks,
  ) {}

  private async query<T extends Row>(text: string, params: readonly SqlValue[]): Promise<pg.QueryResult<T>> {
    return this.queryable.query<T>({ text: pgText(text), values: params.map(bind), types });
  }

  async all<T extends Row = Row>(text: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.query<T>(text, params)).rows;
  }

  async get<T extends Row = Row>(text: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return (await this.query<T>(text, params)).rows[0];
  }

  async run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    return (await this.query(text, params)).rowCount ?? 0;
  }
}

/** The SqlDatabase of a PostgreSQL pool: statements on any pooled connection, transactions on one. */
export class PostgresSqlDatabase extends PostgresRunner implements SqlDatabase {
  constructor(private readonly pool: pg.Pool) {
    super(pool);
  }

  async transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      // One round trip: a lock another transaction holds is waited for at most LOCK_TIMEOUT_MS.
      await client.query(`BEGIN; SET LOCAL lock_timeout = ${LOCK_TIMEOUT_MS}`);
      const result = await work(new PostgresRunner(client, new TransactionLocks()));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      // A connection that could not roll back is dropped instead of going back to the pool.
      client.release(broken);
    }
  }
}
