import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Loader } from "../../components/loader";
import { useAssetUrl } from "../../lib/asset-url";
import { useTRPC } from "../../lib/trpc";
import { EventsCarousel } from "./events-carousel";

/** A loader while events load, then a carousel of the upcoming events, or the static picture when there are none. */
function HeroMedia() {
  const trpc = useTRPC();
  const asset = useAssetUrl();
  const events = useQuery(trpc.events.getEventsNotExpired.queryOptions());
  if (events.isPending) return <Loader label="Loading events" />;
  const list = events.data ?? [];
  if (list.length === 0) {
    return <img className="hero-image" src={asset("/images/hero.svg")} alt="Illustration of mountains by a lake under the sun" />;
  }
  return <EventsCarousel events={list} />;
}

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow">Vietnamese Youth Camps</p>
          <h1 id="hero-title">Grow up together, wherever home is</h1>
          <p className="hero-lead">
            Summer camps, seminars and trainings for young people of Vietnamese heritage across Europe, North America and
            Australia.
          </p>
          <div className="hero-actions">
            <Link to="/introduction" className="btn btn-primary">Learn more</Link>
            <Link to="/events" className="btn btn-ghost">More events</Link>
          </div>
        </div>
        <div className="hero-media">
          <HeroMedia />
        </div>
      </div>
    </section>
  );
}
