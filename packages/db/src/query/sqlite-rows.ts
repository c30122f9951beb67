import type { OperationNode, QueryResult, RootOperationNode } from "kysely";
import { COLUMN_KINDS } from "../generated/kysely/column-kinds";
import type { ColumnKind } from "./column-kinds";

/** A time as Prisma's SQLite migrations and this layer write it: ISO with +00:00, so text order is time order. */
const sqliteTime = (value: Date): string => value.toISOString().replace("Z", "+00:00");

/** A parameter as SQLite stores it: times as ISO text, booleans as 0/1. */
export function bindSqlite(value: unknown): unknown {
  if (value instanceof Date) return sqliteTime(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

/** SQLite's CURRENT_TIMESTAMP text ("2026-01-01 10:00:00") is UTC without saying so. */
const readSqliteTime = (value: string): Date => new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(" ", "T")}Z` : value);

function convert(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (kind === "timestamp") return typeof value === "string" ? readSqliteTime(value) : value;
  return typeof value === "number" ? value !== 0 : value;
}

const columnName = (node: OperationNode | undefined): string | undefined => {
  if (node?.kind !== "ReferenceNode") return undefined;
  const column = (node as unknown as { column: { kind: string; column?: { name: string } } }).column;
  return column.kind === "ColumnNode" ? column.column?.name : undefined;
};

/** Output names that rename a timestamp or boolean column (`"Order.createdAt as orderCreatedAt"`). */
function aliasKinds(query: RootOperationNode): Map<string, ColumnKind> | null {
  const selections =
    (query as { selections?: readonly { selection: OperationNode }[] }).selections ??
    (query as { returning?: { selections: readonly { selection: OperationNode }[] } }).returning?.selections;
  let found: Map<string, ColumnKind> | null = null;
  for (const { selection } of selections ?? []) {
    if (selection.kind !== "AliasNode") continue;
    const { node, alias } = selection as unknown as { node: OperationNode; alias: { name?: string } };
    const kind = COLUMN_KINDS[columnName(node) ?? ""];
    if (kind && alias.name) (found ??= new Map()).set(alias.name, kind);
  }
  return found;
}

/** The output columns of a statement that hold times or booleans, found from its first row's keys. */
type Conversions = ReadonlyArray<readonly [string, ColumnKind]>;

/** Per statement tree: a prepared statement runs the same tree each time, so its conversions are found once. */
const conversionsOf = new WeakMap<RootOperationNode, Conversions>();

function findConversions(query: RootOperationNode, row: Record<string, unknown>): Conversions {
  const aliases = aliasKinds(query);
  const found: Array<readonly [string, ColumnKind]> = [];
  for (const key in row) {
    const kind = COLUMN_KINDS[key] ?? aliases?.get(key);
    if (kind) found.push([key, kind]);
  }
  return found;
}

/** Reads SQLite's rows as PostgreSQL's: the schema's times as Date, its booleans as boolean. */
export function readSqliteRows<R>(query: RootOperationNode, result: QueryResult<R>): QueryResult<R> {
  const rows = result.rows as Record<string, unknown>[];
  const [first] = rows;
  if (!first) return result;
  let conversions = conversionsOf.get(query);
  if (!conversions) {
    conversions = findConversions(query, first);
    conversionsOf.set(query, conversions);
  }
  for (const row of rows) {
    for (const [key, kind] of conversions) row[key] = convert(kind, row[key]);
  }
  return result;
}
