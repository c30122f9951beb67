import type { inferOutput, TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";

type Manifest = inferOutput<TRPCOptionsProxy<AppRouter>["admin"]["manifest"]>;

/** Arrivals or departures: a heading per UTC day, a table per hour. */
export function ManifestDays({ title, empty, days }: { title: string; empty: string; days: Manifest["arrivals"] }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const total = days.reduce((sum, d) => sum + d.hours.reduce((s, h) => s + h.travellers.length, 0), 0);
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
            <table key={hour.hour} className="admin-table manifest-hour">
              <caption>
                {t("manifest.hour", { hour: hour.hour, count: hour.travellers.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("manifest.columns.time")}</th>
                  <th scope="col">{t("manifest.columns.name")}</th>
                  <th scope="col">{t("manifest.columns.transport")}</th>
                  <th scope="col">{t("manifest.columns.airline")}</th>
                  <th scope="col">{t("manifest.columns.flight")}</th>
                  <th scope="col">{t("manifest.columns.comments")}</th>
                  <th scope="col">{t("manifest.columns.phone")}</th>
                </tr>
              </thead>
              <tbody>
                {hour.travellers.map((traveller) => (
                  <tr key={traveller.ticketId}>
                    <td>{traveller.datetime.slice(11, 16)}</td>
                    <th scope="row">
                      {traveller.firstName} {traveller.lastName}
                    </th>
                    <td>{t(traveller.transportType === "plane" ? "transport.plane" : "transport.train")}</td>
                    <td>{traveller.airline ?? "—"}</td>
                    <td>{traveller.flightNumber ?? "—"}</td>
                    <td>{traveller.comments ?? ""}</td>
                    <td>{traveller.phone}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      ))}
    </section>
  );
}
