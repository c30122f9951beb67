import type { UseQueryResult } from "@tanstack/react-query";
import { Loader } from "../../components/loader";
import { DataTable, type DataTableProps } from "./data-table";
import { QueryError } from "./query-error";

interface Props<Row> extends Omit<DataTableProps<Row>, "rows"> {
  query: UseQueryResult<Row[], unknown>;
  /** The loader's label while the rows load. */
  loading: string;
  /** Shown when there are no rows. */
  empty: string;
}

/** A back-office list: a loader, the error, the empty message, or its rows (table or cards). */
export function AdminTable<Row>({ query, loading, empty, ...table }: Props<Row>) {
  if (query.isPending) return <Loader label={loading} />;
  if (query.isError) return <QueryError />;
  if (query.data.length === 0) return <p className="empty-state">{empty}</p>;
  return <DataTable rows={query.data} {...table} />;
}
