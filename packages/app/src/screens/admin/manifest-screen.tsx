import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { EventPicker } from "./event-picker";
import { ManifestDays } from "./manifest-days";
import { ManifestPeople } from "./manifest-people";
import { QueryError } from "./query-error";
import { useCsvDownload } from "./use-csv-download";

/** The camp logistics manifest for the shuttle planners: who arrives and leaves when, and who has no plan yet. */
export function ManifestScreen({ eventId }: { eventId: number | undefined }) {
  const navigate = useNavigate();
  const { download, busy } = useCsvDownload();
  return (
    <section className="manifest">
      <div className="admin-heading">
        <h1>Logistics manifest</h1>
        {eventId !== undefined && (
          <div className="actions no-print">
            <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
              Print
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download(`/api/admin/events/${eventId}/manifest.csv`, `logistics-${eventId}.csv`)}>
              Export manifest (CSV)
            </button>
          </div>
        )}
      </div>
      <div className="filters no-print">
        <EventPicker value={eventId} onChange={(id) => void navigate({ to: "/admin/manifest", search: id ? { eventId: id } : {} })} />
      </div>
      {eventId === undefined ? <p className="empty-state">Choose an event to see its arrivals and departures.</p> : <Manifest eventId={eventId} />}
    </section>
  );
}

function Manifest({ eventId }: { eventId: number }) {
  const trpc = useTRPC();
  const manifest = useQuery({ ...trpc.admin.manifest.queryOptions({ eventId }), retry: false });
  if (manifest.isPending) return <Loader label="Loading the manifest" />;
  if (manifest.isError) return <QueryError message="The manifest could not be loaded." />;
  const m = manifest.data;
  return (
    <>
      <p className="print-only">{m.event.name} — times in UTC</p>
      <p className="hint">All times are UTC, grouped by day and hour.</p>
      <ManifestDays title="Arrivals" days={m.arrivals} />
      <ManifestDays title="Departures" days={m.departures} />
      <ManifestPeople title="Not booked yet" people={m.notBooked} empty="Everyone has booked." />
      <ManifestPeople title="Travel by themselves" people={m.selfTravel} empty="Nobody travels by themselves." />
    </>
  );
}
