import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { DiscountForm } from "./discount-form";
import { PageHeader } from "./page-header";
import { useAdminMutation } from "./use-admin-mutation";

type Discount = RouterOutputs["admin"]["listDiscounts"][number];

/** Discount codes: create, see their uses, deactivate. */
export function DiscountsScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const discounts = useQuery(trpc.admin.listDiscounts.queryOptions());
  const deactivate = useAdminMutation(trpc.admin.deactivateDiscount.mutationOptions(), t("discounts.deactivated"));

  const columns: DataColumn<Discount>[] = [
    { id: "code", header: t("discounts.columns.code"), rowHeader: true, sortValue: (d) => d.code, cell: (d) => d.code },
    { id: "percent", header: t("discounts.columns.percent"), sortValue: (d) => d.percent, cell: (d) => `${d.percent} %` },
    {
      id: "valid",
      header: t("discounts.columns.valid"),
      sortValue: (d) => d.validUntil ?? undefined,
      cell: (d) =>
        d.validFrom || d.validUntil ? (
          <>
            {t("discounts.from", { date: when(d.validFrom) })}
            <br />
            {t("discounts.until", { date: when(d.validUntil) })}
          </>
        ) : (
          t("discounts.always")
        ),
    },
    { id: "event", header: t("discounts.columns.event"), sortValue: (d) => d.eventName ?? "", cell: (d) => d.eventName ?? t("shared.anyEvent") },
    {
      id: "uses",
      header: t("discounts.columns.uses"),
      sortValue: (d) => d.uses,
      cell: (d) => (
        <>
          {d.maxUses !== null ? t("discounts.usesOf", { uses: d.uses, max: d.maxUses }) : d.uses}
          <div className="meta">{t("discounts.paidOrders", { count: d.paidOrders })}</div>
        </>
      ),
    },
    {
      id: "status",
      header: t("discounts.columns.status"),
      sortValue: (d) => Number(d.active),
      cell: (d) => <span className={d.active ? "badge badge-ok" : "badge"}>{t(d.active ? "discounts.active" : "discounts.inactive")}</span>,
    },
    {
      id: "actions",
      header: t("discounts.columns.actions"),
      actions: true,
      cell: (d) =>
        d.active && (
          <button type="button" className="btn btn-ghost btn-small" disabled={deactivate.isPending} aria-label={t("discounts.deactivateNamed", { code: d.code })} onClick={() => deactivate.mutate({ id: d.id })}>
            {t("discounts.deactivate")}
          </button>
        ),
    },
  ];

  return (
    <section>
      <PageHeader title={t("discounts.title")} />
      <DiscountForm />
      <h2>{t("discounts.allCodes")}</h2>
      <AdminTable
        query={discounts}
        loading={t("discounts.loading")}
        empty={t("discounts.empty")}
        caption={t("discounts.caption")}
        columns={columns}
        rowKey={(d) => String(d.id)}
        cardLabel={(d) => d.code}
      />
    </section>
  );
}
