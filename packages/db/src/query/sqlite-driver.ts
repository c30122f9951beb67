import type BetterSqlite3 from "better-sqlite3";
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from "kysely";
import { ConnectionLock } from "../connection-lock";
import { bindSqlite, readSqliteRows } from "./sqlite-rows";

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/** The server's two connections to the file: the one writer, and a read-only one. */
export interface SqliteConnections {
  writer: BetterSqlite3.Database;
  reader: BetterSqlite3.Database;
}

const MAX_STATEMENTS = 2_000;

/** Statements prepared once per connection, then reused (a few thousand shapes at most). */
class Prepared {
  readonly #statements = new Map<string, { statement: Statement; reader: boolean }>();
  constructor(readonly connection: BetterSqlite3.Database) {}

  run<R>(query: CompiledQuery): QueryResult<R> {
    let prepared = this.#statements.get(query.sql);
    if (!prepared) {
      const statement = this.connection.prepare<unknown[], unknown>(query.sql).safeIntegers(false);
      prepared = { statement, reader: statement.reader };
      if (this.#statements.size < MAX_STATEMENTS) this.#statements.set(query.sql, prepared);
    }
    const { statement } = prepared;
    const parameters = query.parameters.map(bindSqlite);
    if (prepared.reader) return readSqliteRows(query.query, { rows: statement.all(...parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }
}

const isRead = (query: CompiledQuery): boolean => query.query.kind === "SelectQueryNode" || /^\s*select\b/i.test(query.sql);

/**
 * One use of the database by the query layer. Outside a transaction a read goes to the read-only
 * connection, which WAL keeps on the last committed state without waiting for writers, and a
 * write takes the writer's turn. A transaction holds the writer's turn from BEGIN IMMEDIATE to
 * its end, so its statements, each a few microseconds, never interleave with another's.
 */
class SqliteSession implements DatabaseConnection {
  #release: (() => void) | null = null;

  constructor(
    private readonly writer: Prepared,
    private readonly reader: Prepared,
    private readonly lock: ConnectionLock,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#release) return this.writer.run<R>(query);
    if (isRead(query)) return this.reader.run<R>(query);
    return this.lock.run(() => this.writer.run<R>(query));
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not offered on SQLite.");
  }

  async begin(): Promise<void> {
    this.#release = await this.lock.acquire();
    try {
      this.writer.connection.exec("BEGIN IMMEDIATE");
    } catch (error) {
      this.end();
      throw error;
    }
  }

  commit(): void {
    try {
      this.writer.connection.exec("COMMIT");
    } finally {
      this.end();
    }
  }

  rollback(): void {
    try {
      if (this.writer.connection.inTransaction) this.writer.connection.exec("ROLLBACK");
    } finally {
      this.end();
    }
  }

  end(): void {
    this.#release?.();
    this.#release = null;
  }
}

/** The query layer's driver for the SQLite file, on better-sqlite3 (synchronous, one writer). */
export class SqliteDriver implements Driver {
  readonly #writer: Prepared;
  readonly #reader: Prepared;
  readonly #lock = new ConnectionLock();

  constructor(connections: SqliteConnections) {
    this.#writer = new Prepared(connections.writer);
    this.#reader = new Prepared(connections.reader);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteSession(this.#writer, this.#reader, this.#lock);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as SqliteSession).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteSession).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteSession).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as SqliteSession).end();
  }

  /** Waits for the transaction under way, then closes both connections. */
  async destroy(): Promise<void> {
    await this.#lock.run(() => {
      this.#reader.connection.close();
      this.#writer.connection.close();
    });
  }
}
