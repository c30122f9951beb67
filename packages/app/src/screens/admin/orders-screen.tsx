import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ORDER_LIST_PAGE_SIZE, ORDER_SEARCH_LENGTH, ORDER_STATUSES, type OrderStatus, type TAdminOrdersInput } from "@vyc/validators";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import type { RouterOutputs } from "@vyc/api/client";
import Download from "lucide-react/icons/download";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { PageHeader } from "./page-header";
import { EventPicker } from "./event-picker";
import { useCsvDownload } from "./use-csv-download";
import { useFormat } from "../../i18n/use-format";
import { useTranslation } from "react-i18next";

/** Paid orders read as done, the ones that need a look as warnings. */
const STATUS_BADGES: Partial<Record<OrderStatus, string>> = { paid: "badge-ok", unissued: "badge-warn", pending: "badge-pending" };
export const statusBadge = (status: OrderStatus): string => `badge ${STATUS_BADGES[status] ?? ""}`.trim();

/**
 * The orders page's search: what the orders list takes (an event, a status, checked in or not, a
 * name, e-mail address, order number or short code one of the order's tickets matches, the page
 * from 1), every part left out when not chosen.
 */
export type OrdersFilter = Partial<TAdminOrdersInput>;

/** The orders of one event with their status and check-in state; the attendee list as CSV. */
export function OrdersScreen({ filter }: { filter: OrdersFilter }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const { download, busy } = useCsvDownload();
  const setFilter = (next: OrdersFilter) => void navigate({ to: "/admin/orders", search: { ...filter, page: undefined, ...next } });

  return (
    <section>
      <PageHeader
        title={t("orders.title")}
        actions={
          filter.eventId !== undefined && (
            <>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download(`/api/admin/events/${filter.eventId}/attendees.csv`, `attendees-${filter.eventId}.csv`)}>
                <Download aria-hidden="true" size={18} />
                {t("orders.export")}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={busy}
                title={t("orders.exportHealthHint")}
                onClick={() => void download(`/api/admin/events/${filter.eventId}/attendees-health.csv`, `attendees-health-${filter.eventId}.csv`)}
              >
                <Download aria-hidden="true" size={18} />
                {t("orders.exportHealth")}
              </button>
            </>
          )
        }
      />
      <div className="filters">
        <EventPicker value={filter.eventId} anyLabel={t("orders.allEvents")} onChange={(eventId) => setFilter({ eventId })} />
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
        <OrdersSearch key={filter.search ?? ""} value={filter.search} onSearch={(search) => setFilter({ search })} />
      </div>
      {filter.eventId === undefined && filter.search === undefined ? (
        <p className="empty-state">{t("orders.choose")}</p>
      ) : (
        <OrdersTable filter={filter} onPage={(page) => setFilter({ page })} />
      )}
    </section>
  );
}

/** The search box: applied when submitted, cleared when emptied. */
function OrdersSearch({ value, onSearch }: { value: string | undefined; onSearch: (search: string | undefined) => void }) {
  const { t } = useTranslation("admin");
  const [text, setText] = useState(value ?? "");
  return (
    <form
      className="field"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <label htmlFor="orders-search">{t("orders.search")}</label>
      <input
        id="orders-search"
        type="search"
        value={text}
        minLength={ORDER_SEARCH_LENGTH.min}
        maxLength={ORDER_SEARCH_LENGTH.max}
        placeholder={t("orders.searchPlaceholder")}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value === "" && value !== undefined) onSearch(undefined);
        }}
      />
    </form>
  );
}

type AdminOrder = RouterOutputs["admin"]["listOrders"][number];

function OrdersTable({ filter, onPage }: { filter: OrdersFilter; onPage: (page: number) => void }) {
  const { money, when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const orders = useQuery(trpc.admin.listOrders.queryOptions(filter));
  const page = filter.page ?? 1;
  const columns: DataColumn<AdminOrder>[] = [
    {
      id: "order",
      header: t("orders.columns.order"),
      rowHeader: true,
      sortValue: (o) => o.id,
      cell: (o) => (
        <Link to="/admin/orders/$orderId" params={{ orderId: String(o.id) }}>
          {t("orders.number", { id: o.id })}
        </Link>
      ),
    },
    ...(filter.eventId === undefined
      ? [{ id: "event", header: t("orders.columns.event"), sortValue: (o: AdminOrder) => o.event.name, cell: (o: AdminOrder) => o.event.name, className: "break" }]
      : []),
    { id: "placed", header: t("orders.columns.placed"), sortValue: (o) => o.createdAt, cell: (o) => when(o.createdAt) },
    { id: "buyer", header: t("orders.columns.buyer"), sortValue: (o) => o.buyerEmail ?? "", cell: (o) => o.buyerEmail ?? t("shared.deskSale"), className: "break" },
    {
      id: "status",
      header: t("orders.columns.status"),
      sortValue: (o) => t(`orderStatus.${o.displayState}`),
      cell: (o) => <span className={statusBadge(o.status)}>{t(`orderStatus.${o.displayState}`)}</span>,
    },
    { id: "tickets", header: t("orders.columns.tickets"), sortValue: (o) => o.quantity, cell: (o) => o.quantity },
    { id: "checkedIn", header: t("orders.columns.checkedIn"), sortValue: (o) => o.checkedInCount, cell: (o) => `${o.checkedInCount} / ${o.ticketCount}` },
    {
      id: "total",
      header: t("orders.columns.total"),
      sortValue: (o) => o.totalMinor,
      cell: (o) => (
        <>
          {money(o.totalMinor, o.currency)}
          {o.discountCode && <div className="meta">{t("orderDetail.discountValue", { code: o.discountCode, percent: o.discountPercent })}</div>}
        </>
      ),
    },
  ];
  return (
    <>
      <AdminTable
      query={orders}
      loading={t("orders.loading")}
      empty={t("orders.empty")}
      caption={t("orders.caption")}
      columns={columns}
      rowKey={(o) => String(o.id)}
      cardLabel={(o) => t("orders.cardLabel", { id: o.id, status: t(`orderStatus.${o.displayState}`) })}
      initialSort={{ id: "placed", desc: true }}
    />
      {(page > 1 || orders.data?.length === ORDER_LIST_PAGE_SIZE) && (
        <nav className="pager" aria-label={t("orders.pages")}>
          <button type="button" className="btn btn-ghost" disabled={page === 1} onClick={() => onPage(page - 1)}>
            {t("orders.previousPage")}
          </button>
          <span>{t("orders.page", { page })}</span>
          <button type="button" className="btn btn-ghost" disabled={orders.data?.length !== ORDER_LIST_PAGE_SIZE} onClick={() => onPage(page + 1)}>
            {t("orders.nextPage")}
          </button>
        </nav>
      )}
    </>
  );
}
