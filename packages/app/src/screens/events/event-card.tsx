import { Link } from "@tanstack/react-router";
import type { TEventOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useImageSources } from "../../lib/asset-url";
import { AvailabilityNote } from "./availability-note";
import { EventPrice } from "./event-price";
import { EventWhen } from "./event-when";
import { FALLBACK_EVENT_PICTURE } from "./event-picture";
import { fallbackLang, LocalizedText, useLocalizedEvent } from "../../i18n/localized-event";

/**
 * An upcoming event with "Register now" on every card (specification §2): on a sold-out or closed
 * event it still leads to the event page, which says "Registration closed" (or offers the waiting
 * list); the card says why (sold out, closed) above it.
 */
export function EventCard({ event }: { event: TEventOutput }) {
  const { t } = useTranslation("events");
  const localized = useLocalizedEvent(event);
  const params = { id: String(event.id) };
  const image = useImageSources();
  return (
    <article className="card event-card" aria-labelledby={`event-${event.id}-name`}>
      <img className="card-image" {...image(event.images[0] ?? FALLBACK_EVENT_PICTURE)} sizes="(max-width: 560px) 8rem, (max-width: 700px) 100vw, 400px" alt="" width={1600} height={900} loading="lazy" decoding="async" />
      <div className="card-body">
        <p className="eyebrow"><LocalizedText text={localized.category} /></p>
        <h2 id={`event-${event.id}-name`} className="card-title"><LocalizedText text={localized.name} /></h2>
        <p className="clamp-5" lang={fallbackLang(localized.description)}>{localized.description.value}</p>
        <p className="meta">
          <EventWhen event={event} />
          {" · "}
          <LocalizedText text={localized.place} />
        </p>
        <p><EventPrice event={event} /></p>
        <AvailabilityNote event={event} />
        <div className="card-actions">
          <Link to="/events/$id" params={params} className="btn btn-ghost" aria-label={t("card.seeMoreNamed", { name: localized.name.value })}>
            {t("card.seeMore")}
          </Link>
          <Link to="/events/$id" params={params} className="btn btn-primary" aria-label={t("card.registerNamed", { name: localized.name.value })}>
            {t("card.register")}
          </Link>
        </div>
      </div>
      <footer className="card-footer">{t("card.footer")}</footer>
    </article>
  );
}
