import { jsonArrayFrom as postgresJsonArrayFrom } from "kysely/helpers/postgres";
import { jsonArrayFrom as sqliteJsonArrayFrom } from "kysely/helpers/sqlite";
import type { Engine } from "../database";

/** A subquery's rows as one column holding a JSON list (the query builder's jsonArrayFrom helpers). */
type JsonArrayFrom = typeof sqliteJsonArrayFrom;

/**
 * A statement built once per engine with that engine's JSON list: json_agg on PostgreSQL,
 * json_group_array on SQLite. A row and its children then come in one round trip.
 */
export const withJsonLists = <T>(build: (jsonArrayFrom: JsonArrayFrom) => T): Record<Engine, T> => ({
  postgres: build(postgresJsonArrayFrom),
  sqlite: build(sqliteJsonArrayFrom),
});

/** A JSON list column as the engine returns it: parsed by pg, text from SQLite. */
export const jsonList = <T>(value: T[] | string): T[] => (typeof value === "string" ? (JSON.parse(value) as T[]) : value);
