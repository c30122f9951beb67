import { Link } from "@tanstack/react-router";
import { MESSAGES, type TEventOutput } from "@vyc/validators";
import { useAssetUrl } from "../../lib/asset-url";
import { EventPrice } from "./event-price";
import { useFormat } from "../../i18n/use-format";

export function EventCard({ event }: { event: TEventOutput }) {
  const format = useFormat();
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
          <Link to="/events/$id" params={params} className="btn btn-ghost" aria-label={`See more about ${event.name}`}>
            See more
          </Link>
          <Link to="/events/$id" params={params} className="btn btn-primary" aria-label={`Register now for ${event.name}`}>
            Register now
          </Link>
        </div>
      </div>
      <footer className="card-footer">{MESSAGES.cardFooter}</footer>
    </article>
  );
}
