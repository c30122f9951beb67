import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Skeleton, SkeletonLine } from "../../components/skeleton";
import { useAssetUrl } from "../../lib/asset-url";
import { useTRPC } from "../../lib/trpc";
import { EventsCarousel } from "./events-carousel";

/** The carousel's first slide and controls, while the events load. */
function HeroMediaSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className="hero-skeleton">
      <div className="event-slide">
        <span className="skeleton-media" />
        <div className="event-slide-text">
          <SkeletonLine width="30%" />
          <SkeletonLine width="80%" className="title" />
          <SkeletonLine width="55%" />
          <span className="skeleton-button" />
        </div>
      </div>
      <div className="skeleton-controls" />
    </Skeleton>
  );
}

/** A placeholder of the carousel's size while events load, then a carousel of the upcoming events, or the static picture when there are none. */
function HeroMedia() {
  const { t } = useTranslation("home");
  const trpc = useTRPC();
  const asset = useAssetUrl();
  const events = useQuery(trpc.events.getEventsNotExpired.queryOptions());
  if (events.isPending) return <HeroMediaSkeleton label={t("hero.loading")} />;
  const list = events.data ?? [];
  if (list.length === 0) {
    return <img className="hero-image" src={asset("/images/hero.svg")} alt={t("hero.imageAlt")} width={1600} height={900} />;
  }
  return <EventsCarousel events={list} />;
}

export function Hero() {
  const { t } = useTranslation("home");
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow">{t("hero.eyebrow")}</p>
          <h1 id="hero-title">{t("hero.title")}</h1>
          <p className="hero-lead">{t("hero.lead")}</p>
          <div className="hero-actions">
            <Link to="/introduction" className="btn btn-primary">{t("hero.learnMore")}</Link>
            <Link to="/events" className="btn btn-ghost">{t("hero.moreEvents")}</Link>
          </div>
        </div>
        <div className="hero-media">
          <HeroMedia />
        </div>
      </div>
    </section>
  );
}
