import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { EventForm } from "./event-form";
import { eventFormValues } from "./event-form-values";
import { QueryError } from "./query-error";
import { useAdminMutation } from "./use-admin-mutation";

/** Edits an event. A new price applies to new orders only: orders keep the totals of their purchase. */
export function EventEditScreen({ eventId }: { eventId: number }) {
  const trpc = useTRPC();
  const event = useQuery({ ...trpc.admin.getEvent.queryOptions({ eventId }), retry: false, staleTime: Infinity });
  const update = useAdminMutation(trpc.admin.updateEvent.mutationOptions(), "Event saved.");
  const publish = useAdminMutation(trpc.admin.setEventPublished.mutationOptions(), "Event updated.");
  const registrable = useAdminMutation(trpc.admin.setEventRegistrable.mutationOptions(), "Event updated.");

  if (event.isPending) return <Loader label="Loading event" />;
  if (event.isError) return <QueryError message="This event could not be loaded." />;
  const e = event.data;
  return (
    <section>
      <div className="admin-heading">
        <h1>{e.name}</h1>
        <div className="actions">
          {e.isPublished && (
            <Link to="/events/$id" params={{ id: String(e.id) }} className="btn btn-ghost btn-small">
              View on the site
            </Link>
          )}
          <button type="button" className="btn btn-ghost btn-small" disabled={publish.isPending} onClick={() => publish.mutate({ id: e.id, value: !e.isPublished })}>
            {e.isPublished ? "Unpublish" : "Publish"}
          </button>
          <button type="button" className="btn btn-ghost btn-small" disabled={registrable.isPending} onClick={() => registrable.mutate({ id: e.id, value: !e.isRegistrable })}>
            {e.isRegistrable ? "Close registration" : "Reopen registration"}
          </button>
        </div>
      </div>
      <p className="meta">
        {e.isPublished ? "Published" : "Draft"} · {e.isRegistrable ? "Registration open" : "Registration closed"} · {e.ticketsSold} of {e.capacity} tickets sold in {e.paidOrders} paid
        orders
      </p>
      <p className="hint">Changing the price only affects new orders: orders already placed keep their totals.</p>
      <EventForm
        key={`${e.id}-${String(e.isPublished)}-${String(e.isRegistrable)}`}
        defaultValues={eventFormValues(e)}
        submitLabel="Save changes"
        onSave={(values) => update.mutateAsync({ id: e.id, ...values })}
      />
    </section>
  );
}
