import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { TWaitingListRow } from "@vyc/validators";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { PageHeader } from "./page-header";
import { useAdminMutation } from "./use-admin-mutation";

const ACTIVE = new Set(["waiting", "offered", "claimed"]);

/** An event's waiting list: who waits for how many seats, in order; staff offer seats by hand or remove someone. */
export function WaitingListScreen({ eventId }: { eventId: number }) {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const list = useQuery(trpc.waitingList.adminList.queryOptions({ eventId }));
  const rows = useQuery({ ...trpc.waitingList.adminList.queryOptions({ eventId }), select: (data) => data.rows });
  const offer = useAdminMutation(trpc.waitingList.adminOffer.mutationOptions(), t("waitingList.offeredToast"));
  const remove = useAdminMutation(trpc.waitingList.adminRemove.mutationOptions(), t("waitingList.removedToast"));
  const [seats, setSeats] = useState<Record<number, number>>({});

  const columns: DataColumn<TWaitingListRow>[] = [
    { id: "place", header: t("waitingList.columns.place"), sortValue: (r) => r.id, cell: (r) => r.place ?? "—" },
    { id: "email", header: t("waitingList.columns.email"), rowHeader: true, sortValue: (r) => r.email, cell: (r) => r.email, className: "break" },
    { id: "seats", header: t("waitingList.columns.seats"), sortValue: (r) => r.seats, cell: (r) => r.seats },
    {
      id: "status",
      header: t("waitingList.columns.status"),
      sortValue: (r) => r.status,
      cell: (r) => (r.status === "offered" && r.offerExpiresAt ? t("waitingList.offeredUntil", { until: when(r.offerExpiresAt) }) : t(`waitingList.status.${r.status}`)),
    },
    { id: "joined", header: t("waitingList.columns.joined"), sortValue: (r) => r.createdAt, cell: (r) => when(r.createdAt) },
    {
      id: "actions",
      header: t("waitingList.columns.actions"),
      actions: true,
      cell: (r) =>
        ACTIVE.has(r.status) && (
          <div className="actions waiting-list-actions">
            {r.status === "waiting" && (
              <>
                <label className="visually-hidden" htmlFor={`offer-seats-${r.id}`}>{t("waitingList.seatsToOffer", { email: r.email })}</label>
                <select id={`offer-seats-${r.id}`} value={seats[r.id] ?? r.seats} onChange={(e) => setSeats({ ...seats, [r.id]: Number(e.target.value) })}>
                  {Array.from({ length: r.seats }, (_, i) => r.seats - i).map((n) => (
                    <option key={n} value={n}>{n}</option>
                  ))}
                </select>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={offer.isPending}
                  aria-label={t("waitingList.offerNamed", { email: r.email })}
                  onClick={() => offer.mutate({ entryId: r.id, seats: seats[r.id] ?? r.seats })}
                >
                  {t("waitingList.offer")}
                </button>
              </>
            )}
            <button type="button" className="btn btn-ghost btn-small" disabled={remove.isPending} aria-label={t("waitingList.removeNamed", { email: r.email })} onClick={() => remove.mutate({ entryId: r.id })}>
              {t("waitingList.remove")}
            </button>
          </div>
        ),
    },
  ];

  return (
    <section>
      <PageHeader
        title={list.data ? t("waitingList.titleOf", { event: list.data.eventName }) : t("waitingList.title")}
        back={
          <Link to="/admin/events" className="btn btn-ghost btn-small">
            <ArrowLeft aria-hidden="true" size={16} />
            {t("waitingList.back")}
          </Link>
        }
      >
        {list.data && <p className="hint">{t("waitingList.explain", { hours: list.data.offerHours })}</p>}
      </PageHeader>
      <AdminTable
        query={rows}
        loading={t("waitingList.loading")}
        empty={t("waitingList.empty")}
        caption={t("waitingList.caption")}
        columns={columns}
        rowKey={(r) => String(r.id)}
        cardLabel={(r) => r.email}
        initialSort={{ id: "place", desc: false }}
      />
    </section>
  );
}
