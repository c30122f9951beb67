import type BetterSqlite3 from "better-sqlite3";
import type { ConnectionLock } from "../connection-lock";
import type { Row, SqlDatabase, SqlRunner, SqlValue } from "../sql-runner";

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/** A time as Prisma stores it in SQLite (ISO with +00:00), so Prisma reads these rows like its own. */
const bind = (value: SqlValue): unknown => {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
};

/**
 * Statements run synchronously on the one better-sqlite3 connection, prepared once and reused.
 * A transaction holds the connection's lock from BEGIN IMMEDIATE to COMMIT, so its statements,
 * each a few microseconds, never interleave with another request's.
 */
export class SqliteRunner implements SqlDatabase {
  readonly engine = "sqlite" as const;
  readonly #statements = new Map<string, Statement>();
  readonly #inside: SqlRunner;

  constructor(
    private readonly connect: () => Promise<BetterSqlite3.Database>,
    private readonly lock: ConnectionLock,
  ) {
    this.#inside = {
      engine: "sqlite",
      all: async <T extends Row>(text: string, params: readonly SqlValue[] = []) => (await this.#prepare(text)).all(...params.map(bind)) as T[],
      get: async <T extends Row>(text: string, params: readonly SqlValue[] = []) => (await this.#prepare(text)).get(...params.map(bind)) as T | undefined,
      run: async (text: string, params: readonly SqlValue[] = []) => (await this.#prepare(text)).run(...params.map(bind)).changes,
    };
  }

  async #prepare(text: string): Promise<Statement> {
    let statement = this.#statements.get(text);
    if (!statement) {
      statement = (await this.connect()).prepare<unknown[], unknown>(text).safeIntegers(false);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  all<T extends Row = Row>(text: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.lock.run(() => this.#inside.all<T>(text, params));
  }

  get<T extends Row = Row>(text: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.lock.run(() => this.#inside.get<T>(text, params));
  }

  run(text: string, params?: readonly SqlValue[]): Promise<number> {
    return this.lock.run(() => this.#inside.run(text, params));
  }

  async transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
    const connection = await this.connect();
    return this.lock.run(async () => {
      connection.exec("BEGIN IMMEDIATE");
      try {
        const result = await work(this.#inside);
        connection.exec("COMMIT");
        return result;
      } catch (error) {
        if (connection.inTransaction) connection.exec("ROLLBACK");
        throw error;
      }
    });
  }
}
