import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { DiscountForm } from "./discount-form";
import { AdminTable } from "./admin-table";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";

/** Discount codes: create, see their uses, deactivate. */
export function DiscountsScreen() {
  const { when } = useFormat();
  const trpc = useTRPC();
  const discounts = useQuery(trpc.admin.listDiscounts.queryOptions());
  const deactivate = useAdminMutation(trpc.admin.deactivateDiscount.mutationOptions(), "Discount code deactivated.");

  return (
    <section>
      <h1>Discount codes</h1>
      <DiscountForm />
      <h2>All codes</h2>
      <AdminTable
        query={discounts}
        loading="Loading discount codes"
        empty="No discount codes yet."
        caption="Discount codes"
        columns={["Code", "Percent", "Valid", "Event", "Uses", "Status", "Actions"]}
        row={(d) => (
          <tr key={d.id}>
            <th scope="row">{d.code}</th>
            <td>{d.percent} %</td>
            <td>
              {d.validFrom || d.validUntil ? (
                <>
                  from {when(d.validFrom)}
                  <br />
                  until {when(d.validUntil)}
                </>
              ) : (
                "Always"
              )}
            </td>
            <td>{d.eventName ?? "Any event"}</td>
            <td>
              {d.uses}
              {d.maxUses !== null && ` of ${d.maxUses}`}
              <div className="meta">{d.paidOrders} paid orders</div>
            </td>
            <td>
              <span className={d.active ? "badge badge-ok" : "badge"}>{d.active ? "Active" : "Inactive"}</span>
            </td>
            <td>
              {d.active && (
                <button type="button" className="btn btn-ghost btn-small" disabled={deactivate.isPending} aria-label={`Deactivate ${d.code}`} onClick={() => deactivate.mutate({ id: d.id })}>
                  Deactivate
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
