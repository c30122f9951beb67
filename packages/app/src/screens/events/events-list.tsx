import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Skeleton, SkeletonLine } from "../../components/skeleton";
import { useTRPC } from "../../lib/trpc";
import { EventCard } from "./event-card";

/** Three event cards' shapes while the list loads. */
function EventCardsSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <div className="card-grid">
        {[0, 1, 2].map((i) => (
          <div key={i} className="card event-card">
            <span className="skeleton-media" />
            <div className="card-body">
              <SkeletonLine width="35%" />
              <SkeletonLine width="75%" className="title" />
              <SkeletonLine />
              <SkeletonLine />
              <SkeletonLine width="60%" />
              <SkeletonLine width="50%" />
              <div className="card-actions">
                <span className="skeleton-button" />
              </div>
            </div>
            <div className="card-footer">
              <SkeletonLine width="40%" />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

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
        <EventCardsSkeleton label={t("list.loading")} />
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
