import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import Download from "lucide-react/icons/download";
import Printer from "lucide-react/icons/printer";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { EventPicker } from "./event-picker";
import { ManifestDays } from "./manifest-days";
import { ManifestPeople } from "./manifest-people";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";
import { useCsvDownload } from "./use-csv-download";

/** The camp logistics manifest for the shuttle planners: who arrives and leaves when, and who has no plan yet. */
export function ManifestScreen({ eventId }: { eventId: number | undefined }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const { download, busy } = useCsvDownload();
  return (
    <section className="manifest">
      <PageHeader
        title={t("manifest.title")}
        actions={
          eventId !== undefined && (
            <span className="actions no-print">
              <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
                <Printer aria-hidden="true" size={18} />
                {t("manifest.print")}
              </button>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download(`/api/admin/events/${eventId}/manifest.csv`, `logistics-${eventId}.csv`)}>
                <Download aria-hidden="true" size={18} />
                {t("manifest.export")}
              </button>
            </span>
          )
        }
      />
      <div className="filters no-print">
        <EventPicker value={eventId} onChange={(id) => void navigate({ to: "/admin/manifest", search: id ? { eventId: id } : {} })} />
      </div>
      {eventId === undefined ? <p className="empty-state">{t("manifest.choose")}</p> : <Manifest eventId={eventId} />}
    </section>
  );
}

function Manifest({ eventId }: { eventId: number }) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const manifest = useQuery({ ...trpc.admin.manifest.queryOptions({ eventId }), retry: false });
  if (manifest.isPending) return <Loader label={t("manifest.loading")} />;
  if (manifest.isError) return <QueryError message={t("manifest.loadFailed")} />;
  const m = manifest.data;
  return (
    <>
      <p className="print-only">{t("manifest.printTitle", { event: m.event.name })}</p>
      <p className="hint">{t("manifest.hint")}</p>
      <ManifestDays eventId={eventId} journey="arrival" title={t("manifest.arrivals")} empty={t("manifest.noArrivals")} days={m.arrivals} />
      <ManifestDays eventId={eventId} journey="departure" title={t("manifest.departures")} empty={t("manifest.noDepartures")} days={m.departures} />
      <ManifestPeople eventId={eventId} list="notBooked" title={t("manifest.notBooked")} total={m.notBooked} empty={t("manifest.everyoneBooked")} />
      <ManifestPeople eventId={eventId} list="selfTravel" title={t("manifest.selfTravel")} total={m.selfTravel} empty={t("manifest.nobodySelfTravel")} />
    </>
  );
}
