import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { DiscountForm } from "./discount-form";
import { AdminTable } from "./admin-table";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";
import { useTranslation } from "react-i18next";

/** Discount codes: create, see their uses, deactivate. */
export function DiscountsScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const discounts = useQuery(trpc.admin.listDiscounts.queryOptions());
  const deactivate = useAdminMutation(trpc.admin.deactivateDiscount.mutationOptions(), t("discounts.deactivated"));

  return (
    <section>
      <h1>{t("discounts.title")}</h1>
      <DiscountForm />
      <h2>{t("discounts.allCodes")}</h2>
      <AdminTable
        query={discounts}
        loading={t("discounts.loading")}
        empty={t("discounts.empty")}
        caption={t("discounts.caption")}
        columns={[
          t("discounts.columns.code"),
          t("discounts.columns.percent"),
          t("discounts.columns.valid"),
          t("discounts.columns.event"),
          t("discounts.columns.uses"),
          t("discounts.columns.status"),
          t("discounts.columns.actions"),
        ]}
        row={(d) => (
          <tr key={d.id}>
            <th scope="row">{d.code}</th>
            <td>{d.percent} %</td>
            <td>
              {d.validFrom || d.validUntil ? (
                <>
                  {t("discounts.from", { date: when(d.validFrom) })}
                  <br />
                  {t("discounts.until", { date: when(d.validUntil) })}
                </>
              ) : (
                t("discounts.always")
              )}
            </td>
            <td>{d.eventName ?? t("shared.anyEvent")}</td>
            <td>
              {d.maxUses !== null ? t("discounts.usesOf", { uses: d.uses, max: d.maxUses }) : d.uses}
              <div className="meta">{t("discounts.paidOrders", { count: d.paidOrders })}</div>
            </td>
            <td>
              <span className={d.active ? "badge badge-ok" : "badge"}>{t(d.active ? "discounts.active" : "discounts.inactive")}</span>
            </td>
            <td>
              {d.active && (
                <button type="button" className="btn btn-ghost btn-small" disabled={deactivate.isPending} aria-label={t("discounts.deactivateNamed", { code: d.code })} onClick={() => deactivate.mutate({ id: d.id })}>
                  {t("discounts.deactivate")}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
