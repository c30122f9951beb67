import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useId, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NARROW_SCREEN, useMediaQuery } from "../../lib/use-media-query";

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: Row) => string | number | undefined;
  /** The row's name: a row header in the table, the title of its card. */
  rowHeader?: boolean;
  /** Buttons of the row: the last column of the table, the foot of the card. */
  actions?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  rows: Row[];
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The table's name (the cards' list name on a phone). */
  caption: string;
  /** Show the caption above the table instead of only to screen readers. */
  captionVisible?: boolean;
  /** Each card's accessible name on a phone. */
  cardLabel: (row: Row) => string;
  initialSort?: { id: string; desc: boolean };
  /** Rows per page; 0 shows them all. */
  pageSize?: number;
}

const SORT_ICON = { asc: ArrowUp, desc: ArrowDown } as const;

/**
 * A back-office list that sorts and pages (TanStack Table): a table on wide screens, a list of
 * cards on a phone, so nothing scrolls sideways.
 */
export function DataTable<Row>({ rows, columns, rowKey, caption, captionVisible = false, cardLabel, initialSort, pageSize = 20 }: DataTableProps<Row>) {
  const { t } = useTranslation("admin");
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSize || Math.max(rows.length, 1) });
  const sortId = useId();
  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: column.sortValue ?? (() => undefined),
        enableSorting: Boolean(column.sortValue),
        sortUndefined: "last",
        cell: ({ row }) => column.cell(row.original),
        meta: column,
      })),
    [columns],
  );
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting, pagination: pageSize ? pagination : { pageIndex: 0, pageSize: Math.max(rows.length, 1) } },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    getRowId: rowKey,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });
  const meta = (id: string) => columns.find((c) => c.id === id);
  const pageRows = table.getRowModel().rows;
  const pages = table.getPageCount();
  const sortable = columns.filter((c) => c.sortValue);
  const current = sorting[0];

  const pager =
    pageSize > 0 && pages > 1 ? (
      <nav className="pager" aria-label={t("table.pages", { caption })}>
        <button type="button" className="btn btn-ghost btn-small" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
          <ChevronLeft aria-hidden="true" size={16} />
          {t("table.previous")}
        </button>
        <span aria-live="polite">{t("table.page", { page: table.getState().pagination.pageIndex + 1, pages })}</span>
        <button type="button" className="btn btn-ghost btn-small" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
          {t("table.next")}
          <ChevronRight aria-hidden="true" size={16} />
        </button>
      </nav>
    ) : null;

  if (narrow) {
    return (
      <div className="data-cards-wrap">
        {captionVisible && <p className="data-caption">{caption}</p>}
        {sortable.length > 0 && rows.length > 1 && (
          <div className="data-sort">
            <label htmlFor={sortId}>{t("table.sortBy")}</label>
            <select
              id={sortId}
              value={current ? `${current.id}:${current.desc ? "desc" : "asc"}` : ""}
              onChange={(e) => {
                const [id, direction] = e.target.value.split(":");
                table.setSorting(id ? [{ id, desc: direction === "desc" }] : []);
              }}
            >
              <option value="">{t("table.unsorted")}</option>
              {sortable.flatMap((c) => [
                <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
                  {t("table.sortOption", { column: c.header, direction: t("table.ascending") })}
                </option>,
                <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
                  {t("table.sortOption", { column: c.header, direction: t("table.descending") })}
                </option>,
              ])}
            </select>
          </div>
        )}
        <ul className="data-cards" aria-label={caption}>
          {pageRows.map((row) => {
            const title = columns.find((c) => c.rowHeader);
            return (
              <li key={row.id}>
                <article className="data-card" aria-label={cardLabel(row.original)}>
                  {title && <div className="data-card-title">{title.cell(row.original)}</div>}
                  <dl className="data-card-facts">
                    {columns
                      .filter((c) => !c.rowHeader && !c.actions)
                      .map((c) => (
                        <div key={c.id} className="data-card-fact">
                          <dt>{c.header}</dt>
                          <dd className={c.className}>{c.cell(row.original)}</dd>
                        </div>
                      ))}
                  </dl>
                  {columns
                    .filter((c) => c.actions)
                    .map((c) => (
                      <div key={c.id} className="data-card-actions">
                        {c.cell(row.original)}
                      </div>
                    ))}
                </article>
              </li>
            );
          })}
        </ul>
        {pager}
      </div>
    );
  }

  return (
    <div className="data-table-wrap">
      <table className="admin-table data-table">
        <caption className={captionVisible ? "data-caption" : "visually-hidden"}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const Icon = sorted ? SORT_ICON[sorted] : ArrowUpDown;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <Icon aria-hidden="true" size={14} className={sorted ? "sort-icon active" : "sort-icon"} />
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {pageRows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => {
                const column = meta(cell.column.id);
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return column?.rowHeader ? (
                  <th key={cell.id} scope="row" className={column.className}>
                    {content}
                  </th>
                ) : (
                  <td key={cell.id} className={column?.actions ? "actions-cell" : column?.className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {pager}
    </div>
  );
}
