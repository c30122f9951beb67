import type BetterSqlite3 from "better-sqlite3";
import type { ConnectionLock } from "../connection-lock";
import { TransactionLocks } from "../locks";
import { isReadOnlySql } from "../serialized-adapter";
import type { Row, SqlDatabase, SqlRunner, SqlValue } from "../sql-runner";

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/** The server's two connections to the file: the one writer, and a read-only one. */
export interface SqliteConnections {
  writer: BetterSqlite3.Database;
  reader: BetterSqlite3.Database;
}

/** A time as Prisma stores it in SQLite (ISO with +00:00), so Prisma reads these rows like its own. */
const bind = (value: SqlValue): unknown => {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
};

/** Statements prepared once per connection, then reused. */
class Prepared {
  readonly #statements = new Map<string, Statement>();
  constructor(private readonly connection: BetterSqlite3.Database) {}

  statement(text: string): Statement {
    let statement = this.#statements.get(text);
    if (!statement) {
      statement = this.connection.prepare<unknown[], unknown>(text).safeIntegers(false);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  runner(): SqlRunner {
    return {
      engine: "sqlite",
      all: async <T extends Row>(text: string, params: readonly SqlValue[] = []) => this.statement(text).all(...params.map(bind)) as T[],
      get: async <T extends Row>(text: string, params: readonly SqlValue[] = []) => this.statement(text).get(...params.map(bind)) as T | undefined,
      run: async (text: string, params: readonly SqlValue[] = []) => this.statement(text).run(...params.map(bind)).changes,
    };
  }
}

/**
 * Statements run synchronously on better-sqlite3. A transaction holds the writer's lock from
 * BEGIN IMMEDIATE to COMMIT, so its statements, each a few microseconds, never interleave with
 * another request's; a plain SELECT outside a transaction reads on the read-only connection
 * without waiting for the writers.
 */
export class SqliteRunner implements SqlDatabase {
  readonly engine = "sqlite" as const;
  #opened: { writer: BetterSqlite3.Database; inside: SqlRunner; reads: SqlRunner } | null = null;

  constructor(
    private readonly connect: () => Promise<SqliteConnections>,
    private readonly lock: ConnectionLock,
  ) {}

  async #open() {
    if (!this.#opened) {
      const { writer, reader } = await this.connect();
      this.#opened = { writer, inside: new Prepared(writer).runner(), reads: new Prepared(reader).runner() };
    }
    return this.#opened;
  }

  async all<T extends Row = Row>(text: string, params?: readonly SqlValue[]): Promise<T[]> {
    const { inside, reads } = await this.#open();
    return isReadOnlySql(text) ? reads.all<T>(text, params) : this.lock.run(() => inside.all<T>(text, params));
  }

  async get<T extends Row = Row>(text: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    const { inside, reads } = await this.#open();
    return isReadOnlySql(text) ? reads.get<T>(text, params) : this.lock.run(() => inside.get<T>(text, params));
  }

  async run(text: string, params?: readonly SqlValue[]): Promise<number> {
    const { inside } = await this.#open();
    return this.lock.run(() => inside.run(text, params));
  }

  async transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
    const { writer, inside } = await this.#open();
    return this.lock.run(async () => {
      writer.exec("BEGIN IMMEDIATE");
      try {
        const result = await work({ ...inside, locks: new TransactionLocks() });
        writer.exec("COMMIT");
        return result;
      } catch (error) {
        if (writer.inTransaction) writer.exec("ROLLBACK");
        throw error;
      }
    });
  }
}
