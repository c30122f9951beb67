import type { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import type BetterSqlite3 from "better-sqlite3";
import { ConnectionLock } from "./connection-lock";

/**
 * The better-sqlite3 adapter runs everything on ONE connection and only makes transactions wait
 * for each other: a query outside a transaction runs inside whichever interactive transaction is
 * open at that moment, and is silently undone if that transaction rolls back. This wrapper makes
 * every use of the connection (single query, interactive transaction, or a synchronous critical
 * section) take its turn, so each transaction is isolated and no write is lost.
 *
 * Reads outside a transaction (a plain SELECT) go to a second, read-only connection instead and
 * never queue behind the writers: WAL lets it read the last committed state while a transaction
 * is open on the first.
 */
export class SerializedSqlite {
  readonly lock = new ConnectionLock();
  #connection: BetterSqlite3.Database | null = null;
  #reader: BetterSqlite3.Database | null = null;

  constructor(
    private readonly inner: PrismaBetterSqlite3,
    private readonly readerFactory: PrismaBetterSqlite3,
  ) {}

  /** The adapter factory to hand to PrismaClient. */
  factory(): SqlDriverAdapterFactory {
    const { inner, lock } = this;
    return {
      provider: inner.provider,
      adapterName: inner.adapterName,
      connect: async () => {
        const adapter = await inner.connect();
        this.#connection = clientOf(adapter);
        const reader = await this.readerFactory.connect();
        this.#reader = clientOf(reader);
        return serialize(adapter, lock, reader);
      },
    };
  }

  /** The read-only connection, once Prisma has opened the connections. */
  get reader(): BetterSqlite3.Database | null {
    return this.#reader;
  }

  /** The raw connection, once Prisma has opened it. */
  get connection(): BetterSqlite3.Database | null {
    return this.#connection;
  }
}

const clientOf = (adapter: SqlDriverAdapter): BetterSqlite3.Database => (adapter as unknown as { client: BetterSqlite3.Database }).client;

/** A statement that only reads (Prisma's reads are plain SELECTs; anything else takes the writer's turn). */
export const isReadOnlySql = (sql: string): boolean => /^\s*SELECT\b/i.test(sql);

function serialize(adapter: SqlDriverAdapter, lock: ConnectionLock, reader: SqlDriverAdapter): SqlDriverAdapter {
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => (isReadOnlySql(query.sql) ? reader.queryRaw(query) : lock.run(() => adapter.queryRaw(query))),
    executeRaw: (query) => lock.run(() => adapter.executeRaw(query)),
    executeScript: (script) => lock.run(() => adapter.executeScript(script)),
    getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
    dispose: async () => {
      await reader.dispose();
      await adapter.dispose();
    },
    async startTransaction(isolationLevel) {
      const release = await lock.acquire();
      try {
        return releasingOnEnd(await adapter.startTransaction(isolationLevel), release);
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}

function releasingOnEnd(tx: Transaction, release: () => void): Transaction {
  let done = false;
  const end = () => {
    if (!done) release();
    done = true;
  };
  return {
    get options() {
      return tx.options;
    },
    provider: tx.provider,
    adapterName: tx.adapterName,
    queryRaw: (query) => tx.queryRaw(query),
    executeRaw: (query) => tx.executeRaw(query),
    createSavepoint: tx.createSavepoint?.bind(tx),
    rollbackToSavepoint: tx.rollbackToSavepoint?.bind(tx),
    releaseSavepoint: tx.releaseSavepoint?.bind(tx),
    commit: () => tx.commit().finally(end),
    rollback: () => tx.rollback().finally(end),
  };
}
