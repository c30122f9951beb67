import { Link } from "@tanstack/react-router";
import { type TEventOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useAssetUrl } from "../../lib/asset-url";
import { EventPrice } from "./event-price";
import { useFormat } from "../../i18n/use-format";

export function EventCard({ event }: { event: TEventOutput }) {
  const format = useFormat();
  const { t } = useTranslation("events");
  const params = { id: String(event.id) };
  const asset = useAssetUrl();
  return (
    <article className="card event-card" aria-labelledby={`event-${event.id}-name`}>
      {event.images[0] && <img className="card-image" src={asset(event.images[0])} alt="" loading="lazy" />}
      <div className="card-body">
        <p className="eyebrow">{event.eventCategory}</p>
        <h2 id={`event-${event.id}-name`} className="card-title">{event.name}</h2>
        <p className="clamp-5">{event.description}</p>
        <p className="meta">
          <time dateTime={event.dateStart}>{format.dateRange(event.dateStart, event.dateEnd)}</time>
          {" · "}
          {event.place}
        </p>
        <p><EventPrice event={event} /></p>
        <div className="card-actions">
          <Link to="/events/$id" params={params} className="btn btn-ghost" aria-label={t("card.seeMoreNamed", { name: event.name })}>
            {t("card.seeMore")}
          </Link>
          <Link to="/events/$id" params={params} className="btn btn-primary" aria-label={t("card.registerNamed", { name: event.name })}>
            {t("card.register")}
          </Link>
        </div>
      </div>
      <footer className="card-footer">{t("card.footer")}</footer>
    </article>
  );
}
