import type { inferOutput, TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@vyc/api/client";

type Manifest = inferOutput<TRPCOptionsProxy<AppRouter>["admin"]["manifest"]>;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-07-01" → "Wednesday 1 July 2026". */
const dayTitle = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

const count = (n: number) => `${n} ${n === 1 ? "traveller" : "travellers"}`;

/** Arrivals or departures: a heading per UTC day, a table per hour. */
export function ManifestDays({ title, days }: { title: string; days: Manifest["arrivals"] }) {
  const total = days.reduce((sum, d) => sum + d.hours.reduce((s, h) => s + h.travellers.length, 0), 0);
  return (
    <section className="manifest-section" aria-labelledby={`manifest-${title}`}>
      <h2 id={`manifest-${title}`}>
        {title} <span className="meta">({count(total)})</span>
      </h2>
      {days.length === 0 && <p className="empty-state">No {title.toLowerCase()} known yet.</p>}
      {days.map((day) => (
        <div key={day.day} className="manifest-day">
          <h3>{dayTitle(day.day)}</h3>
          {day.hours.map((hour) => (
            <table key={hour.hour} className="admin-table manifest-hour">
              <caption>
                {hour.hour} UTC — {count(hour.travellers.length)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Name</th>
                  <th scope="col">Transport</th>
                  <th scope="col">Airline</th>
                  <th scope="col">Flight</th>
                  <th scope="col">Comments</th>
                  <th scope="col">Phone</th>
                </tr>
              </thead>
              <tbody>
                {hour.travellers.map((t) => (
                  <tr key={t.ticketId}>
                    <td>{t.datetime.slice(11, 16)}</td>
                    <th scope="row">
                      {t.firstName} {t.lastName}
                    </th>
                    <td>{t.transportType === "plane" ? "Plane" : "Train"}</td>
                    <td>{t.airline ?? "—"}</td>
                    <td>{t.flightNumber ?? "—"}</td>
                    <td>{t.comments ?? ""}</td>
                    <td>{t.phone}</td>
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
