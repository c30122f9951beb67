import { useQuery } from "@tanstack/react-query";
import type { TInvoiceListing } from "@vyc/validators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useActiveLocale } from "../../i18n/use-locale";
import { useTRPC } from "../../lib/trpc";
import { Loader } from "../../components/loader";
import { DataTable, type DataColumn } from "./data-table";
import { QueryError } from "./query-error";
import { PageHeader } from "./page-header";

/** Every issued invoice, newest number first, each downloadable as issued; corrections name the invoice they replace. */
export function InvoicesScreen() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const locale = useActiveLocale();
  const trpc = useTRPC();
  const [cursor, setCursor] = useState<{ page: number; before?: string; after?: string }>({ page: 1 });
  const invoices = useQuery(trpc.admin.listInvoices.queryOptions({ before: cursor.before, after: cursor.after }));
  const { page } = cursor;
  const items = invoices.data?.items ?? [];
  const older = () => setCursor({ page: page + 1, before: items.at(-1)?.number });
  const newer = () => setCursor(page <= 2 ? { page: 1 } : { page: page - 1, after: items[0]?.number });
  const pages = invoices.data ? Math.max(1, Math.ceil(invoices.data.total / invoices.data.pageSize)) : 1;
  const kind = (i: TInvoiceListing) =>
    i.credits ? t("refunds:list.creditNoteOf", { number: i.credits }) : i.replaces ? t("invoices.correctionOf", { number: i.replaces }) : t("invoices.original");
  const columns: DataColumn<TInvoiceListing>[] = [
    {
      id: "number",
      header: t("invoices.columns.number"),
      rowHeader: true,
      className: "nowrap",
      sortValue: (i) => i.number,
      cell: (i) => (
        <a href={`/files/admin/invoices/${i.number}.pdf?lang=${locale}`} target="_blank" rel="noopener">
          {i.number}
        </a>
      ),
    },
    { id: "issued", header: t("invoices.columns.issued"), sortValue: (i) => i.issuedAt, cell: (i) => format.when(i.issuedAt) },
    { id: "kind", header: t("invoices.columns.kind"), sortValue: kind, cell: kind },
    { id: "buyer", header: t("invoices.columns.buyer"), sortValue: (i) => i.buyerName, cell: (i) => `${i.buyerName} · ${i.buyerEmail}`, className: "break" },
    { id: "event", header: t("invoices.columns.event"), sortValue: (i) => i.eventName, cell: (i) => `${i.eventName} · #${i.orderId}` },
    { id: "total", header: t("invoices.columns.total"), sortValue: (i) => i.totalMinor, cell: (i) => format.money(i.totalMinor, i.currency) },
  ];
  return (
    <section>
      <PageHeader title={t("invoices.title")} />
      {invoices.isPending ? (
        <Loader label={t("invoices.loading")} />
      ) : invoices.isError ? (
        <QueryError />
      ) : invoices.data.items.length === 0 ? (
        <p className="empty-state">{t("invoices.empty")}</p>
      ) : (
        <DataTable
          rows={invoices.data.items}
          caption={t("invoices.caption", { total: invoices.data.total })}
          columns={columns}
          rowKey={(i) => i.number}
          cardLabel={(i) => `${t("invoices.columns.number")} ${i.number}`}
          initialSort={{ id: "number", desc: true }}
          pageSize={invoices.data.pageSize}
        />
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t("invoices.pages")}>
          <button type="button" className="btn btn-ghost" disabled={!invoices.data?.hasNewer} onClick={newer}>{t("invoices.previous")}</button>
          <span>{t("invoices.page", { page, pages })}</span>
          <button type="button" className="btn btn-ghost" disabled={!invoices.data?.hasOlder} onClick={older}>{t("invoices.next")}</button>
        </nav>
      )}
    </section>
  );
}
