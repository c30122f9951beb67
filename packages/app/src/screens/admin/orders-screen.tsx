import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ORDER_STATUSES, type OrderStatus } from "@vyc/validators";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import { EventPicker } from "./event-picker";
import { useCsvDownload } from "./use-csv-download";
import { useFormat } from "../../i18n/use-format";
import { useTranslation } from "react-i18next";

export interface OrdersFilter {
  eventId?: number;
  status?: OrderStatus;
  checkedIn?: "yes" | "no";
}

/** The orders of one event with their status and check-in state; the attendee list as CSV. */
export function OrdersScreen({ filter }: { filter: OrdersFilter }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const { download, busy } = useCsvDownload();
  const setFilter = (next: OrdersFilter) => void navigate({ to: "/admin/orders", search: { ...filter, ...next } });

  return (
    <section>
      <div className="admin-heading">
        <h1>{t("orders.title")}</h1>
        {filter.eventId !== undefined && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download(`/api/admin/events/${filter.eventId}/attendees.csv`, `attendees-${filter.eventId}.csv`)}>
            {t("orders.export")}
          </button>
        )}
      </div>
      <div className="filters">
        <EventPicker value={filter.eventId} onChange={(eventId) => setFilter({ eventId })} />
        <div className="field">
          <label htmlFor="orders-status">{t("orders.status")}</label>
          <select id="orders-status" value={filter.status ?? ""} onChange={(e) => setFilter({ status: (e.target.value || undefined) as OrderStatus | undefined })}>
            <option value="">{t("orders.allStatuses")}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-checked-in">{t("orders.checkIn")}</label>
          <select id="orders-checked-in" value={filter.checkedIn ?? ""} onChange={(e) => setFilter({ checkedIn: (e.target.value || undefined) as OrdersFilter["checkedIn"] })}>
            <option value="">{t("orders.anyCheckIn")}</option>
            <option value="yes">{t("orders.checkedIn")}</option>
            <option value="no">{t("orders.notCheckedIn")}</option>
          </select>
        </div>
      </div>
      {filter.eventId === undefined ? <p className="empty-state">{t("orders.choose")}</p> : <OrdersTable filter={{ ...filter, eventId: filter.eventId }} />}
    </section>
  );
}

function OrdersTable({ filter }: { filter: OrdersFilter & { eventId: number } }) {
  const { money, when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const orders = useQuery(trpc.admin.listOrders.queryOptions(filter));
  return (
    <AdminTable
      query={orders}
      loading={t("orders.loading")}
      empty={t("orders.empty")}
      caption={t("orders.caption")}
      columns={[
        t("orders.columns.order"),
        t("orders.columns.placed"),
        t("orders.columns.buyer"),
        t("orders.columns.status"),
        t("orders.columns.tickets"),
        t("orders.columns.checkedIn"),
        t("orders.columns.total"),
      ]}
      row={(o) => (
        <tr key={o.id}>
          <th scope="row">
            <Link to="/admin/orders/$orderId" params={{ orderId: String(o.id) }}>
              {t("orders.number", { id: o.id })}
            </Link>
          </th>
          <td>{when(o.createdAt)}</td>
          <td>{o.buyerEmail ?? t("shared.deskSale")}</td>
          <td>{t(`orderStatus.${o.status}`, { defaultValue: o.status })}</td>
          <td>{o.quantity}</td>
          <td>
            {o.checkedInCount} / {o.ticketCount}
          </td>
          <td>
            {money(o.totalMinor, o.currency)}
            {o.discountCode && <div className="meta">{`${o.discountCode} −${o.discountPercent} %`}</div>}
          </td>
        </tr>
      )}
    />
  );
}
