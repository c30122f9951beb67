import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Loader } from "../../components/loader";
import { QueryError } from "./query-error";

interface Props<Row> {
  query: UseQueryResult<Row[], unknown>;
  /** The loader's label while the rows load. */
  loading: string;
  /** Shown when there are no rows. */
  empty: string;
  /** The table's name for screen readers. */
  caption: string;
  columns: string[];
  /** One <tr> per row, with its key. */
  row: (row: Row) => ReactNode;
}

/** A back-office list: a loader, the error, the empty message, or the table of its rows. */
export function AdminTable<Row>({ query, loading, empty, caption, columns, row }: Props<Row>) {
  if (query.isPending) return <Loader label={loading} />;
  if (query.isError) return <QueryError />;
  if (query.data.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{query.data.map(row)}</tbody>
      </table>
    </div>
  );
}
