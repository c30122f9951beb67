import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { RouterOutputs } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { DataTable, type DataColumn } from "./data-table";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";
import { RefundDecision } from "./refund-decision";

type OpenRequest = RouterOutputs["refunds"]["openRequests"][number];

/** Every buyer's refund request staff have not answered yet, oldest first, with Approve and Decline. */
export function RefundRequestsScreen() {
  const { t } = useTranslation("refunds");
  const format = useFormat();
  const trpc = useTRPC();
  const requests = useQuery(trpc.refunds.openRequests.queryOptions());
  const columns: DataColumn<OpenRequest>[] = [
    {
      id: "order",
      header: t("requests.columns.order"),
      rowHeader: true,
      className: "nowrap",
      sortValue: (r) => r.orderId,
      cell: (r) => (
        <Link to="/admin/orders/$orderId" params={{ orderId: String(r.orderId) }}>
          {t("requests.orderLink", { id: r.orderId })}
        </Link>
      ),
    },
    { id: "event", header: t("requests.columns.event"), sortValue: (r) => r.eventName, cell: (r) => r.eventName },
    { id: "buyer", header: t("requests.columns.buyer"), sortValue: (r) => r.buyerEmail, cell: (r) => r.buyerEmail, className: "break" },
    { id: "asked", header: t("requests.columns.asked"), sortValue: (r) => r.createdAt, cell: (r) => format.when(r.createdAt) },
    { id: "reason", header: t("requests.columns.reason"), cell: (r) => r.reason, className: "break" },
    { id: "total", header: t("requests.columns.total"), sortValue: (r) => r.totalMinor, cell: (r) => format.money(r.totalMinor, r.currency) },
    { id: "decide", header: t("requests.title"), actions: true, cell: (r) => <RefundDecision requestId={r.id} /> },
  ];
  return (
    <section>
      <PageHeader title={t("requests.pageTitle")}>
        <p className="meta">{t("requests.pageIntro")}</p>
      </PageHeader>
      {requests.isPending ? (
        <Loader label={t("requests.pageTitle")} />
      ) : requests.isError ? (
        <QueryError />
      ) : requests.data.length === 0 ? (
        <p className="empty-state">{t("requests.empty")}</p>
      ) : (
        <DataTable
          rows={requests.data}
          caption={t("requests.pageTitle")}
          columns={columns}
          rowKey={(r) => r.id}
          cardLabel={(r) => t("requests.orderLink", { id: r.orderId })}
          initialSort={{ id: "asked", desc: false }}
          pageSize={0}
        />
      )}
    </section>
  );
}
