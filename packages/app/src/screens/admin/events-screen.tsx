import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { RouterOutputs } from "@vyc/api/client";
import { isFreeEvent } from "@vyc/validators";
import Plus from "lucide-react/icons/plus";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { PageHeader } from "./page-header";
import { useAdminMutation } from "./use-admin-mutation";

type AdminEvent = RouterOutputs["admin"]["listEvents"][number];

/** Every event, published or not, with its sales and the quick actions of the season. */
export function EventsScreen() {
  const format = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.listEvents.queryOptions());
  const publish = useAdminMutation(trpc.admin.setEventPublished.mutationOptions(), t("events.updated"));
  const registrable = useAdminMutation(trpc.admin.setEventRegistrable.mutationOptions(), t("events.updated"));

  const columns = useMemo<DataColumn<AdminEvent>[]>(
    () => [
      {
        id: "event",
        header: t("events.columns.event"),
        rowHeader: true,
        sortValue: (e) => e.name.toLowerCase(),
        cell: (e) => (
          <>
            <Link to="/admin/events/$eventId" params={{ eventId: String(e.id) }}>
              {e.name}
            </Link>
            <div className="meta">{e.eventCategory}</div>
          </>
        ),
      },
      { id: "dates", header: t("events.columns.dates"), sortValue: (e) => e.dateStart, cell: (e) => format.dateRange(e.dateStart, e.dateEnd, e.timeZone) },
      {
        id: "price",
        header: t("events.columns.price"),
        sortValue: (e) => (isFreeEvent(e) ? 0 : (e.price[0] ?? 0)),
        cell: (e) => (isFreeEvent(e) ? t("events.free") : format.price(e.price[0] ?? 0, e.currency)),
      },
      { id: "sold", header: t("events.columns.sold"), sortValue: (e) => e.ticketsSold, cell: (e) => `${e.ticketsSold} / ${e.capacity}` },
      {
        id: "status",
        header: t("events.columns.status"),
        sortValue: (e) => Number(e.isPublished) * 2 + Number(e.isRegistrable),
        cell: (e) => (
          <span className="badges">
            <span className={e.isPublished ? "badge badge-ok" : "badge"}>{t(e.isPublished ? "events.published" : "events.draft")}</span>
            <span className={e.isRegistrable ? "badge badge-ok" : "badge badge-warn"}>{t(e.isRegistrable ? "events.registrationOpen" : "events.registrationClosed")}</span>
          </span>
        ),
      },
      {
        id: "actions",
        header: t("events.columns.actions"),
        actions: true,
        cell: (e) => (
          <div className="actions">
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={publish.isPending}
              aria-label={t(e.isPublished ? "events.unpublishNamed" : "events.publishNamed", { name: e.name })}
              onClick={() => publish.mutate({ id: e.id, value: !e.isPublished })}
            >
              {t(e.isPublished ? "events.unpublish" : "events.publish")}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={registrable.isPending}
              aria-label={t(e.isRegistrable ? "events.closeRegistrationNamed" : "events.reopenRegistrationNamed", { name: e.name })}
              onClick={() => registrable.mutate({ id: e.id, value: !e.isRegistrable })}
            >
              {t(e.isRegistrable ? "events.closeRegistration" : "events.reopenRegistration")}
            </button>
            <Link to="/admin/events/$eventId/waiting-list" params={{ eventId: String(e.id) }} className="btn btn-ghost btn-small" aria-label={t("waitingList.linkNamed", { event: e.name })}>
              {t("waitingList.link")}
            </Link>
          </div>
        ),
      },
    ],
    [t, format, publish, registrable],
  );

  return (
    <section>
      <PageHeader
        title={t("events.title")}
        actions={
          <Link to="/admin/events/new" className="btn btn-primary">
            <Plus aria-hidden="true" size={18} />
            {t("events.new")}
          </Link>
        }
      />
      <AdminTable
        query={events}
        loading={t("events.loading")}
        empty={t("events.empty")}
        caption={t("events.caption")}
        columns={columns}
        rowKey={(e) => String(e.id)}
        cardLabel={(e) => e.name}
        initialSort={{ id: "dates", desc: false }}
      />
    </section>
  );
}
