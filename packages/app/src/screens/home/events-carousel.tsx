import { Link } from "@tanstack/react-router";
import { LIMITS, type TEventOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useImageSources } from "../../lib/asset-url";
import { Carousel } from "./carousel";
import { EventWhen } from "../events/event-when";
import { localizeEvent, LocalizedText } from "../../i18n/localized-event";
import { useActiveLocale } from "../../i18n/use-locale";
import { FALLBACK_EVENT_PICTURE } from "../events/event-picture";

/** The home page's carousel of upcoming events, moving on every 2.5 seconds. */
export function EventsCarousel({ events }: { events: TEventOutput[] }) {
  const locale = useActiveLocale();
  const { t } = useTranslation("home");
  const image = useImageSources();
  const slides = events.map((event, index) => {
    const localized = localizeEvent(event, locale);
    return {
      key: String(event.id),
      content: (
        <article className="event-slide">
          <img {...image(event.images[0] ?? FALLBACK_EVENT_PICTURE)} sizes="100vw" alt="" width={1600} height={900} loading={index === 0 ? "eager" : "lazy"} decoding="async" />
          <div className="event-slide-text">
            <p className="eyebrow"><LocalizedText text={localized.category} /></p>
            <h2 className="event-slide-title"><LocalizedText text={localized.name} /></h2>
            <p className="meta">
              <EventWhen event={event} /> · <LocalizedText text={localized.place} />
            </p>
            <Link to="/events/$id" params={{ id: String(event.id) }} className="btn btn-primary" aria-label={t("eventsCarousel.seeEventNamed", { name: localized.name.value })}>
              {t("eventsCarousel.seeEvent")}
            </Link>
          </div>
        </article>
      ),
    };
  });
  return <Carousel label={t("eventsCarousel.label")} slides={slides} autoplayMs={LIMITS.carouselAutoplayMs} className="events-carousel" />;
}
