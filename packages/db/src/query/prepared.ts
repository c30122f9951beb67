import { createQueryId, type Compilable, type Kysely, type RootOperationNode } from "kysely";
import type { DB, Engine, Queries } from "../database";

/** Stands in for a named value while a prepared statement is built, and marks where it is bound. */
class Slot {
  constructor(readonly name: string) {}
}

/** A statement as compiled once for one engine: its text, its tree, and its parameters (slots or constants). */
interface Shape {
  sql: string;
  node: RootOperationNode;
  parameters: ReadonlyArray<unknown>;
}

export interface PreparedStatement<P, R> {
  rows(db: Queries, values: P): Promise<R[]>;
  first(db: Queries, values: P): Promise<R | undefined>;
  /** The number of rows an INSERT, UPDATE or DELETE wrote. */
  affected(db: Queries, values: P): Promise<number>;
}

/**
 * The names under which PostgreSQL keeps the prepared statements' plans on each connection, by
 * their text: the server parses and plans a named statement once per connection, not on every call
 * (about two fifths of its CPU time during a sale). See postgresDialect for a plan a migration broke.
 */
const statementNames = new Map<string, string>();

/** The name a prepared statement's text runs under on PostgreSQL; undefined for any other statement. */
export const preparedStatementName = (sql: string): string | undefined => statementNames.get(sql);

/** Builds and compiles the statement with slots for its values, and checks that every value read became a parameter. */
function compileShape<P>(query: Kysely<DB>, build: (query: Kysely<DB>, values: P) => Compilable<unknown>): Shape {
  const read: Slot[] = [];
  const slots = new Proxy({}, { get: (_, name) => read[read.push(new Slot(String(name))) - 1] }) as P;
  const compiled = build(query, slots).compile();
  const unbound = read.filter((slot) => !compiled.parameters.includes(slot));
  if (unbound.length > 0) throw new Error(`Prepared statement uses ${unbound.map((s) => s.name).join(", ")} other than as a value: ${compiled.sql}`);
  return { sql: compiled.sql, node: compiled.query, parameters: compiled.parameters };
}

/**
 * A statement of the order path, built and compiled by the query builder once per engine and then
 * run with its values bound, which saves building and compiling it on every call. `build` must use
 * `values` only as values of the statement (compared, inserted, set), never to shape it: the shape
 * is the same for every call.
 */
export function prepare<P extends object, R>(build: (query: Kysely<DB>, values: P) => Compilable<R>): PreparedStatement<P, R> {
  const shapes = new Map<Engine, Shape>();
  const execute = (db: Queries, values: P) => {
    let shape = shapes.get(db.engine);
    if (!shape) {
      shape = compileShape(db.query, build);
      shapes.set(db.engine, shape);
      if (db.engine === "postgres" && !statementNames.has(shape.sql)) statementNames.set(shape.sql, `vyc_${statementNames.size + 1}`);
    }
    const parameters = shape.parameters.map((p) => (p instanceof Slot ? (values[p.name as keyof P] ?? null) : p));
    return db.query.executeQuery<R>({ sql: shape.sql, query: shape.node, parameters, queryId: createQueryId() });
  };
  return {
    rows: async (db, values) => (await execute(db, values)).rows,
    first: async (db, values) => (await execute(db, values)).rows[0],
    affected: async (db, values) => Number((await execute(db, values)).numAffectedRows ?? 0n),
  };
}
