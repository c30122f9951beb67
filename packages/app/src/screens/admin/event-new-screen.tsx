import { useNavigate } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import { EventForm } from "./event-form";
import { newEventValues } from "./event-form-values";
import { useAdminMutation } from "./use-admin-mutation";

export function EventNewScreen() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const create = useAdminMutation(trpc.admin.createEvent.mutationOptions(), "Event created.");
  return (
    <section>
      <h1>New event</h1>
      <EventForm
        defaultValues={newEventValues(new Date().getUTCFullYear())}
        submitLabel="Create event"
        onSave={async (values) => {
          const { id } = await create.mutateAsync(values);
          await navigate({ to: "/admin/events/$eventId", params: { eventId: String(id) } });
        }}
      />
    </section>
  );
}
