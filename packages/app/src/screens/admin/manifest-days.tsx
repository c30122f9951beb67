import type { RouterOutputs } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { DataTable, type DataColumn } from "./data-table";

type Manifest = RouterOutputs["admin"]["manifest"];
type Traveller = Manifest["arrivals"][number]["hours"][number]["travellers"][number];

/** Arrivals or departures: a heading per UTC day, a table (cards on a phone) per hour. */
export function ManifestDays({ title, empty, days }: { title: string; empty: string; days: Manifest["arrivals"] }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const total = days.reduce((sum, d) => sum + d.hours.reduce((s, h) => s + h.travellers.length, 0), 0);
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
    <section className="manifest-section" aria-labelledby={`manifest-${title}`}>
      <h2 id={`manifest-${title}`}>
        {title} <span className="meta">({t("manifest.travellers", { count: total })})</span>
      </h2>
      {days.length === 0 && <p className="empty-state">{empty}</p>}
      {days.map((day) => (
        <div key={day.day} className="manifest-day">
          <h3>{format.day(day.day)}</h3>
          {day.hours.map((hour) => (
            <DataTable
              key={hour.hour}
              rows={hour.travellers}
              columns={columns}
              rowKey={(p) => p.ticketId}
              caption={t("manifest.hour", { hour: hour.hour, count: hour.travellers.length })}
              captionVisible
              cardLabel={(p) => `${p.firstName} ${p.lastName}`}
              initialSort={{ id: "time", desc: false }}
              pageSize={0}
            />
          ))}
        </div>
      ))}
    </section>
  );
}
