import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";

/** Every event, published or not, with its sales and the quick actions of the season. */
export function EventsScreen() {
  const format = useFormat();
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.listEvents.queryOptions());
  const publish = useAdminMutation(trpc.admin.setEventPublished.mutationOptions(), "Event updated.");
  const registrable = useAdminMutation(trpc.admin.setEventRegistrable.mutationOptions(), "Event updated.");

  return (
    <section>
      <div className="admin-heading">
        <h1>Events</h1>
        <Link to="/admin/events/new" className="btn btn-primary">
          New event
        </Link>
      </div>
      <AdminTable
        query={events}
        loading="Loading events"
        empty="No events yet."
        caption="Events"
        columns={["Event", "Dates", "Price", "Sold", "Status", "Actions"]}
        row={(event) => (
          <tr key={event.id}>
            <td>
              <Link to="/admin/events/$eventId" params={{ eventId: String(event.id) }}>
                {event.name}
              </Link>
              <div className="meta">{event.eventCategory}</div>
            </td>
            <td>{format.dateRange(event.dateStart, event.dateEnd)}</td>
            <td>{event.isOnline || event.isPublic ? "Free" : format.price(event.price[0] ?? 0, event.currency)}</td>
            <td>
              {event.ticketsSold} / {event.capacity}
            </td>
            <td>
              <span className={event.isPublished ? "badge badge-ok" : "badge"}>{event.isPublished ? "Published" : "Draft"}</span>{" "}
              <span className={event.isRegistrable ? "badge badge-ok" : "badge badge-warn"}>{event.isRegistrable ? "Registration open" : "Registration closed"}</span>
            </td>
            <td className="actions">
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={publish.isPending}
                aria-label={`${event.isPublished ? "Unpublish" : "Publish"} ${event.name}`}
                onClick={() => publish.mutate({ id: event.id, value: !event.isPublished })}
              >
                {event.isPublished ? "Unpublish" : "Publish"}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={registrable.isPending}
                aria-label={`${event.isRegistrable ? "Close registration of" : "Reopen registration of"} ${event.name}`}
                onClick={() => registrable.mutate({ id: event.id, value: !event.isRegistrable })}
              >
                {event.isRegistrable ? "Close registration" : "Reopen registration"}
              </button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
