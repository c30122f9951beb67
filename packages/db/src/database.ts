import { CompiledQuery, Kysely } from "kysely";
import type { DB } from "./generated/kysely/types";
import { TransactionLocks } from "./locks";
import { toPgPlaceholders } from "./postgres/placeholders";
import type { Row, SqlValue } from "./sql-runner";

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

class Handle implements Queries {
  constructor(
    readonly engine: Engine,
    readonly query: Kysely<DB>,
    readonly locks?: TransactionLocks,
  ) {}

  async #raw<T extends Row>(text: string, params: readonly SqlValue[]) {
    const statement = this.engine === "postgres" ? toPgPlaceholders(text) : text;
    return this.query.executeQuery<T>(CompiledQuery.raw(statement, [...params]));
  }

  async all<T extends Row = Row>(text: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.#raw<T>(text, params)).rows;
  }

  async get<T extends Row = Row>(text: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return (await this.#raw<T>(text, params)).rows[0];
  }

  async run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    return Number((await this.#raw(text, params)).numAffectedRows ?? 0);
  }
}

/** One transaction: its statements run on one connection and commit together, or roll back when the work throws. */
export class Tx extends Handle {
  declare readonly locks: TransactionLocks;
}

/** The one way into the database, on either engine. */
export class Db extends Handle {
  constructor(
    engine: Engine,
    query: Kysely<DB>,
    private readonly closeConnections: () => Promise<void>,
  ) {
    super(engine, query);
  }

  /** Runs `work` in one transaction (see Tx). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.query.transaction().execute((trx) => work(new Tx(this.engine, trx, new TransactionLocks())));
  }

  /** Closes the connections; the handle cannot be used after. */
  async close(): Promise<void> {
    await this.closeConnections();
  }
}
