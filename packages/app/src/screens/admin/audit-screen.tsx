import { useInfiniteQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@vyc/api/client";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AuditFilters, auditQueryInput, type AuditFilterValues } from "./audit-filters";
import { DataTable, type DataColumn } from "./data-table";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";

type AuditEntry = RouterOutputs["admin"]["auditLog"]["entries"][number];

/** Who did what in the back office, and when; newest first, filtered, older entries a page at a time. */
export function AuditScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const [filters, setFilters] = useState<AuditFilterValues>({ actor: "", eventId: undefined, from: "", to: "" });
  const input = auditQueryInput(useDeferredValue(filters));
  const log = useInfiniteQuery(trpc.admin.auditLog.infiniteQueryOptions(input, { getNextPageParam: (page) => page.nextCursor }));
  const action = (entry: AuditEntry) => t(`auditAction.${entry.action}`, { defaultValue: entry.action });
  const columns: DataColumn<AuditEntry>[] = [
    { id: "when", header: t("audit.columns.when"), cell: (e) => when(e.createdAt) },
    { id: "who", header: t("audit.columns.who"), cell: (e) => e.actorEmail ?? "—", className: "break" },
    { id: "action", header: t("audit.columns.action"), rowHeader: true, cell: action },
    { id: "target", header: t("audit.columns.target"), cell: (e) => e.target, className: "detail" },
    { id: "detail", header: t("audit.columns.detail"), cell: (e) => e.detail, className: "detail" },
  ];
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section>
      <PageHeader title={t("audit.title")} />
      <AuditFilters values={filters} onChange={setFilters} />
      {log.isPending ? (
        <Loader label={t("audit.loading")} />
      ) : log.isError ? (
        <QueryError />
      ) : entries.length === 0 ? (
        <p className="empty-state">{t("audit.empty")}</p>
      ) : (
        <>
          <DataTable rows={entries} caption={t("audit.caption")} columns={columns} rowKey={(e) => e.id} cardLabel={(e) => `${action(e)} · ${when(e.createdAt)}`} pageSize={0} />
          {log.hasNextPage && (
            <button type="button" className="btn btn-ghost" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {t(log.isFetchingNextPage ? "audit.loadingOlder" : "audit.older")}
            </button>
          )}
        </>
      )}
    </section>
  );
}
