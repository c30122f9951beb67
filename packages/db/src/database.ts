import type { Kysely } from "kysely";
import type pg from "pg";
import type { DB } from "./generated/kysely/types";
import { TransactionLocks } from "./locks";
import { isStalePlan } from "./query/stale-plan";

export type Engine = "sqlite" | "postgres";
export type { DB } from "./generated/kysely/types";

/**
 * What a store works with: the typed query builder, on the database or inside one transaction,
 * the engine it talks to, and inside a transaction the locks it holds so far (see lockForDecision).
 */
export interface Queries {
  readonly engine: Engine;
  readonly query: Kysely<DB>;
  readonly locks?: TransactionLocks;
}

/** One transaction: its statements run on one connection and commit together, or roll back when the work throws. */
export interface Tx extends Queries {
  readonly locks: TransactionLocks;
}

/** What a PostgreSQL Db holds besides its query builder. */
interface PostgresHandles {
  /** The pool, for libraries that keep their own table in the same database. */
  pool: pg.Pool;
  /** A query builder on the same pool whose transactions commit without waiting for the disk (see postgresDialect). */
  notDurable: Kysely<DB>;
}

/** The one way into the database, on either engine (made by createDb). */
export class Db implements Queries {
  /** PostgreSQL's pool, for libraries that keep their own table in the same database; null on SQLite. */
  readonly postgresPool: pg.Pool | null;
  readonly #notDurable: Kysely<DB>;

  constructor(
    readonly engine: Engine,
    /** The DATABASE_URL it was opened with: a worker thread opens its own connection to the same database. */
    readonly url: string,
    readonly query: Kysely<DB>,
    postgres: PostgresHandles | null = null,
  ) {
    this.postgresPool = postgres?.pool ?? null;
    this.#notDurable = postgres?.notDurable ?? query;
  }

  /**
   * Runs `work` in one transaction (see Tx). One that is not `durable` commits without waiting for
   * PostgreSQL to flush it to disk (a crash may lose it, never half of it, and a later durable commit
   * flushes it too): only for changes whose loss is harmless, such as a hold. SQLite's commits are
   * the same either way.
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>, options: { durable?: boolean } = {}): Promise<T> {
    const query = options.durable === false ? this.#notDurable : this.query;
    // A plan that a migration made stale fails the transaction, which keeps nothing of it, and closes
    // its connection (see postgresDialect): it runs again, at most once per connection of the pool.
    for (let attempt = 0; ; attempt++) {
      try {
        return await query.transaction().execute((trx) => work({ engine: this.engine, query: trx, locks: new TransactionLocks() }));
      } catch (error) {
        if (!isStalePlan(error) || attempt >= (this.postgresPool?.options.max ?? 0)) throw error;
      }
    }
  }

  /** Closes the connections; the handle cannot be used after. */
  async close(): Promise<void> {
    await this.query.destroy();
  }
}
