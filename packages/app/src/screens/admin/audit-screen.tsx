import { useQuery } from "@tanstack/react-query";
import type { inferOutput, TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { PageHeader } from "./page-header";

type AuditEntry = inferOutput<TRPCOptionsProxy<AppRouter>["admin"]["auditLog"]>[number];

/** Who did what in the back office, and when; newest first. */
export function AuditScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const log = useQuery(trpc.admin.auditLog.queryOptions({}));
  const action = (entry: AuditEntry) => t(`auditAction.${entry.action}`, { defaultValue: entry.action });
  const columns: DataColumn<AuditEntry>[] = [
    { id: "when", header: t("audit.columns.when"), sortValue: (e) => e.createdAt, cell: (e) => when(e.createdAt) },
    { id: "who", header: t("audit.columns.who"), sortValue: (e) => e.actorEmail ?? "", cell: (e) => e.actorEmail ?? "—", className: "break" },
    { id: "action", header: t("audit.columns.action"), rowHeader: true, sortValue: action, cell: action },
    { id: "target", header: t("audit.columns.target"), sortValue: (e) => e.target, cell: (e) => e.target, className: "detail" },
    { id: "detail", header: t("audit.columns.detail"), cell: (e) => e.detail, className: "detail" },
  ];
  return (
    <section>
      <PageHeader title={t("audit.title")} />
      <AdminTable
        query={log}
        loading={t("audit.loading")}
        empty={t("audit.empty")}
        caption={t("audit.caption")}
        columns={columns}
        rowKey={(e) => String(e.id)}
        cardLabel={(e) => `${action(e)} · ${when(e.createdAt)}`}
        initialSort={{ id: "when", desc: true }}
        pageSize={25}
      />
    </section>
  );
}
