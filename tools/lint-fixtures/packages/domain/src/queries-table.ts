// expect: no-restricted-syntax
// A workflow querying a table itself instead of through a store of @vyc/db.
interface Handle {
  query: { selectFrom(table: string): unknown };
}

export const orders = (db: Handle): unknown => db.query.selectFrom("Order");
