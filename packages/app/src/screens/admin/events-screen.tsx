import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";
import { useTranslation } from "react-i18next";

/** Every event, published or not, with its sales and the quick actions of the season. */
export function EventsScreen() {
  const format = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.listEvents.queryOptions());
  const publish = useAdminMutation(trpc.admin.setEventPublished.mutationOptions(), t("events.updated"));
  const registrable = useAdminMutation(trpc.admin.setEventRegistrable.mutationOptions(), t("events.updated"));

  return (
    <section>
      <div className="admin-heading">
        <h1>{t("events.title")}</h1>
        <Link to="/admin/events/new" className="btn btn-primary">
          {t("events.new")}
        </Link>
      </div>
      <AdminTable
        query={events}
        loading={t("events.loading")}
        empty={t("events.empty")}
        caption={t("events.caption")}
        columns={[
          t("events.columns.event"),
          t("events.columns.dates"),
          t("events.columns.price"),
          t("events.columns.sold"),
          t("events.columns.status"),
          t("events.columns.actions"),
        ]}
        row={(event) => (
          <tr key={event.id}>
            <td>
              <Link to="/admin/events/$eventId" params={{ eventId: String(event.id) }}>
                {event.name}
              </Link>
              <div className="meta">{event.eventCategory}</div>
            </td>
            <td>{format.dateRange(event.dateStart, event.dateEnd)}</td>
            <td>{event.isOnline || event.isPublic ? t("events.free") : format.price(event.price[0] ?? 0, event.currency)}</td>
            <td>
              {event.ticketsSold} / {event.capacity}
            </td>
            <td>
              <span className={event.isPublished ? "badge badge-ok" : "badge"}>{t(event.isPublished ? "events.published" : "events.draft")}</span>{" "}
              <span className={event.isRegistrable ? "badge badge-ok" : "badge badge-warn"}>{t(event.isRegistrable ? "events.registrationOpen" : "events.registrationClosed")}</span>
            </td>
            <td className="actions">
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={publish.isPending}
                aria-label={t(event.isPublished ? "events.unpublishNamed" : "events.publishNamed", { name: event.name })}
                onClick={() => publish.mutate({ id: event.id, value: !event.isPublished })}
              >
                {t(event.isPublished ? "events.unpublish" : "events.publish")}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={registrable.isPending}
                aria-label={t(event.isRegistrable ? "events.closeRegistrationNamed" : "events.reopenRegistrationNamed", { name: event.name })}
                onClick={() => registrable.mutate({ id: event.id, value: !event.isRegistrable })}
              >
                {t(event.isRegistrable ? "events.closeRegistration" : "events.reopenRegistration")}
              </button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
