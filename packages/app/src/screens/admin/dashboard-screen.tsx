import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { CheckInLive } from "./check-in-live";
import { DashboardEventCard } from "./dashboard-event-card";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";
import "./dashboard.css";

/** How often the sales figures are read again while the dashboard is open. */
const REFRESH_MS = 10_000;

/** The back office's home: every current event's sales at a glance, and the live check-in on event days. */
export function DashboardScreen() {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const dashboard = useQuery({ ...trpc.admin.dashboard.queryOptions(), refetchInterval: REFRESH_MS });
  return (
    <section className="dashboard">
      <PageHeader title={t("dashboard.title")} />
      {dashboard.isPending ? (
        <Loader label={t("dashboard.loading")} />
      ) : dashboard.isError ? (
        <QueryError />
      ) : dashboard.data.events.length === 0 ? (
        <p className="empty-state">
          {t("dashboard.empty")} <Link to="/admin/events/new">{t("dashboard.newEvent")}</Link>
        </p>
      ) : (
        <>
          {dashboard.data.events
            .filter((event) => event.eventDay)
            .map((event) => (
              <CheckInLive key={`live-${event.eventId}`} eventId={event.eventId} name={event.name} />
            ))}
          <div className="dashboard-grid">
            {dashboard.data.events.map((event) => (
              <DashboardEventCard key={event.eventId} event={event} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
