import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ORDER_STATUSES, type OrderStatus } from "@vyc/validators";
import { useTRPC } from "../../lib/trpc";
import { ORDER_STATUS_LABELS } from "./admin-format";
import { AdminTable } from "./admin-table";
import { EventPicker } from "./event-picker";
import { useCsvDownload } from "./use-csv-download";
import { useFormat } from "../../i18n/use-format";

export interface OrdersFilter {
  eventId?: number;
  status?: OrderStatus;
  checkedIn?: "yes" | "no";
}

/** The orders of one event with their status and check-in state; the attendee list as CSV. */
export function OrdersScreen({ filter }: { filter: OrdersFilter }) {
  const navigate = useNavigate();
  const { download, busy } = useCsvDownload();
  const setFilter = (next: OrdersFilter) => void navigate({ to: "/admin/orders", search: { ...filter, ...next } });

  return (
    <section>
      <div className="admin-heading">
        <h1>Orders &amp; attendees</h1>
        {filter.eventId !== undefined && (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download(`/api/admin/events/${filter.eventId}/attendees.csv`, `attendees-${filter.eventId}.csv`)}>
            Export attendees (CSV)
          </button>
        )}
      </div>
      <div className="filters">
        <EventPicker value={filter.eventId} onChange={(eventId) => setFilter({ eventId })} />
        <div className="field">
          <label htmlFor="orders-status">Status</label>
          <select id="orders-status" value={filter.status ?? ""} onChange={(e) => setFilter({ status: (e.target.value || undefined) as OrderStatus | undefined })}>
            <option value="">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-checked-in">Check-in</label>
          <select id="orders-checked-in" value={filter.checkedIn ?? ""} onChange={(e) => setFilter({ checkedIn: (e.target.value || undefined) as OrdersFilter["checkedIn"] })}>
            <option value="">Any</option>
            <option value="yes">Checked in</option>
            <option value="no">Not checked in</option>
          </select>
        </div>
      </div>
      {filter.eventId === undefined ? <p className="empty-state">Choose an event to see its orders.</p> : <OrdersTable filter={{ ...filter, eventId: filter.eventId }} />}
    </section>
  );
}

function OrdersTable({ filter }: { filter: OrdersFilter & { eventId: number } }) {
  const { money, when } = useFormat();
  const trpc = useTRPC();
  const orders = useQuery(trpc.admin.listOrders.queryOptions(filter));
  return (
    <AdminTable
      query={orders}
      loading="Loading orders"
      empty="No orders match."
      caption="Orders"
      columns={["Order", "Placed", "Buyer", "Status", "Tickets", "Checked in", "Total"]}
      row={(o) => (
        <tr key={o.id}>
          <th scope="row">
            <Link to="/admin/orders/$orderId" params={{ orderId: String(o.id) }}>
              #{o.id}
            </Link>
          </th>
          <td>{when(o.createdAt)}</td>
          <td>{o.buyerEmail ?? "Desk sale"}</td>
          <td>{ORDER_STATUS_LABELS[o.status] ?? o.status}</td>
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
