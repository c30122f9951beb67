import { Link } from "@tanstack/react-router";
import type { TDashboardEvent } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useLocale } from "../../i18n/use-locale";
import { SalesChart } from "./sales-chart";
import { ticketTypeName } from "../../i18n/ticket-type-name";

/** One event's sales: a bar of sold / held / free seats against capacity, the money taken, codes used, the line, and tickets sold per day. */
export function DashboardEventCard({ event }: { event: TDashboardEvent }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const { locale } = useLocale();
  const share = (seats: number) => `${event.capacity > 0 ? (seats / event.capacity) * 100 : 0}%`;
  const headingId = `dashboard-event-${event.eventId}`;
  return (
    <article className="card dashboard-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to="/admin/orders" search={{ eventId: event.eventId }}>{event.name}</Link>
      </h2>
      <p className="meta">
        {format.dateRange(event.dateStart, event.dateEnd, event.timeZone)}
        {!event.isPublished && ` · ${t("dashboard.unpublished")}`}
      </p>
      <div
        className="seat-bar"
        role="img"
        aria-label={t("dashboard.seatsLabel", { sold: event.sold, held: event.held, free: event.free, capacity: event.capacity })}
      >
        <span className="seat-bar-sold" style={{ width: share(event.sold) }} />
        <span className="seat-bar-held" style={{ width: share(event.held) }} />
      </div>
      <dl className="dashboard-facts">
        <div>
          <dt>{t("dashboard.sold")}</dt>
          <dd>{t("dashboard.ofCapacity", { count: event.sold, capacity: event.capacity })}</dd>
        </div>
        <div>
          <dt>{t("dashboard.held")}</dt>
          <dd>{event.held}</dd>
        </div>
        <div>
          <dt>{t("dashboard.free")}</dt>
          <dd>{event.free}</dd>
        </div>
        <div>
          <dt>{t("dashboard.revenue")}</dt>
          <dd>{event.revenue.length ? event.revenue.map((r) => format.money(r.totalMinor, r.currency)).join(" · ") : "—"}</dd>
        </div>
        <div>
          <dt>{t("dashboard.discountUses")}</dt>
          <dd>{event.discountUses}</dd>
        </div>
        <div>
          <dt>{t("dashboard.waiting")}</dt>
          <dd>{event.waiting}</dd>
        </div>
      </dl>
      {event.perType.length > 1 && (
        <dl className="dashboard-facts" aria-label={t("dashboard.perType")}>
          {event.perType.map((type) => (
            <div key={type.name}>
              <dt>{ticketTypeName(type, locale)}</dt>
              <dd>{type.quota === null ? t("dashboard.typeSold", { sold: type.sold }) : t("dashboard.typeSoldOfQuota", { sold: type.sold, quota: type.quota })}</dd>
            </div>
          ))}
        </dl>
      )}
      {event.ticketsPerDay.length > 0 && <SalesChart days={event.ticketsPerDay} name={event.name} />}
    </article>
  );
}
