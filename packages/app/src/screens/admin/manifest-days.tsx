import { useInfiniteQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@vyc/api/client";
import { groupByDayAndHour } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { DataTable, type DataColumn } from "./data-table";
import { ManifestMore } from "./manifest-more";
import { QueryError } from "./query-error";

type DayCounts = RouterOutputs["admin"]["manifest"]["arrivals"];
type Traveller = RouterOutputs["admin"]["manifestTravellers"]["travellers"][number];

interface Props {
  eventId: number;
  journey: "arrival" | "departure";
  title: string;
  empty: string;
  /** How many travel on each day and hour, from the manifest's outline. */
  days: DayCounts;
}

/** Arrivals or departures: a heading per UTC day, a table (cards on a phone) per hour, a page of travellers at a time. */
export function ManifestDays({ eventId, journey, title, empty, days }: Props) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const trpc = useTRPC();
  const pages = useInfiniteQuery(trpc.admin.manifestTravellers.infiniteQueryOptions({ eventId, journey }, { getNextPageParam: (page) => page.nextCursor }));
  const counts = new Map(days.flatMap((d) => d.hours.map((h) => [`${d.day} ${h.hour}`, h.count] as const)));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const travellers = pages.data?.pages.flatMap((page) => page.travellers) ?? [];
  const columns: DataColumn<Traveller>[] = [
    { id: "time", header: t("manifest.columns.time"), sortValue: (p) => p.datetime, cell: (p) => p.datetime.slice(11, 16) },
    { id: "name", header: t("manifest.columns.name"), rowHeader: true, sortValue: (p) => `${p.lastName} ${p.firstName}`.toLowerCase(), cell: (p) => `${p.firstName} ${p.lastName}` },
    { id: "transport", header: t("manifest.columns.transport"), cell: (p) => t(p.transportType === "plane" ? "transport.plane" : "transport.train") },
    { id: "airline", header: t("manifest.columns.airline"), cell: (p) => p.airline ?? "—" },
    { id: "flight", header: t("manifest.columns.flight"), cell: (p) => p.flightNumber ?? "—" },
    { id: "comments", header: t("manifest.columns.comments"), cell: (p) => p.comments ?? "" },
    { id: "phone", header: t("manifest.columns.phone"), cell: (p) => p.phone },
  ];
  return (
    <section className="manifest-section" aria-labelledby={`manifest-${journey}`}>
      <h2 id={`manifest-${journey}`}>
        {title} <span className="meta">({t("manifest.travellers", { count: total })})</span>
      </h2>
      {total === 0 && <p className="empty-state">{empty}</p>}
      {total > 0 && pages.isPending && <Loader label={t("manifest.loading")} />}
      {pages.isError && <QueryError message={t("manifest.loadFailed")} />}
      {groupByDayAndHour(travellers).map((day) => (
        <div key={day.day} className="manifest-day">
          <h3>{format.day(day.day)}</h3>
          {day.hours.map((hour) => (
            <DataTable
              key={hour.hour}
              rows={hour.travellers}
              columns={columns}
              rowKey={(p) => p.ticketId}
              caption={t("manifest.hour", { hour: hour.hour, count: counts.get(`${day.day} ${hour.hour}`) ?? hour.travellers.length })}
              captionVisible
              cardLabel={(p) => `${p.firstName} ${p.lastName}`}
              initialSort={{ id: "time", desc: false }}
              pageSize={0}
            />
          ))}
        </div>
      ))}
      {pages.hasNextPage && <ManifestMore left={total - travellers.length} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
    </section>
  );
}
