import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { EventCard } from "./event-card";

/** Upcoming events; a failed load shows the empty list, as the specification asks. */
export function EventsList() {
  const { t } = useTranslation("events");
  const trpc = useTRPC();
  const events = useQuery(trpc.events.getEventsNotExpired.queryOptions());
  const list = events.data ?? [];
  return (
    <section className="container page">
      <h1>{t("list.title")}</h1>
      {events.isPending ? (
        <Loader label={t("list.loading")} />
      ) : list.length === 0 ? (
        <p className="empty-state">{t("list.empty")}</p>
      ) : (
        <div className="card-grid">
          {list.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </div>
      )}
    </section>
  );
}
