// expect: @typescript-eslint/no-restricted-imports
// A workflow writing SQL with the query builder's own tag instead of calling a store.
import type { sql } from "kysely";

export type Statement = typeof sql;
