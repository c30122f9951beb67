import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** Chooses the event a back-office page is about. */
export function EventPicker({ value, onChange }: { value: number | undefined; onChange: (eventId: number | undefined) => void }) {
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.listEvents.queryOptions());
  return (
    <div className="field">
      <label htmlFor="admin-event">Event</label>
      <select id="admin-event" value={value ?? ""} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">Choose an event…</option>
        {(events.data ?? []).map((event) => (
          <option key={event.id} value={event.id}>
            {event.name} ({event.year})
          </option>
        ))}
      </select>
    </div>
  );
}
