import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/** The controls' icons; their accessible names are the buttons' labels. */

interface Props {
  /** Accessible name of the carousel, e.g. "Upcoming events". */
  label: string;
  slides: CarouselSlide[];
  /** Moves on by itself every `autoplayMs` (unless reduced motion is asked for). */
  autoplayMs?: number;
  className?: string;
}

/** The carousel's engine (embla) and its autoplay, loaded once the page shows. */
const loadEngine = () => Promise.all([import("embla-carousel"), import("./carousel-plugins")]);

/**
 * Embla on the viewport, as embla-carousel-react's hook sets it up, but with its code loaded after
 * the page has shown: the slides render at once, the controls move them once the engine is there.
 */
function useCarouselEngine(options: Pick<EmblaOptionsType, "loop" | "duration">, autoplay: { autoplayMs?: number; reducedMotion: boolean }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const { loop, duration } = options;
  const { autoplayMs, reducedMotion } = autoplay;
  useEffect(() => {
    if (!viewport) return;
    let active = true;
    let carousel: EmblaCarouselType | undefined;
    void loadEngine().then(([{ default: EmblaCarousel }, { carouselPlugins }]) => {
      if (!active) return;
      carousel = EmblaCarousel(viewport, { loop, duration }, carouselPlugins({ autoplayMs, reducedMotion }));
      setApi(carousel);
    });
    return () => {
      active = false;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, loop, duration, autoplayMs, reducedMotion]);
  return [setViewport, api] as const;
}

/** A looping carousel with previous / next buttons, one dot per slide and, when it autoplays, a pause button. */
export function Carousel({ label, slides, autoplayMs, className }: Props) {
  const { t } = useTranslation("home");
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useCarouselEngine({ loop: slides.length > 1, duration: reducedMotion ? 10 : 25 }, { autoplayMs, reducedMotion });
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    api.on("select", onSelect).on("reInit", onSelect).on("autoplay:play", onPlay).on("autoplay:stop", onStop);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("autoplay:play", onPlay).off("autoplay:stop", onStop);
    };
  }, [api]);

  /** A manual move restarts the autoplay timer so the chosen slide stays up for a full delay. */
  const go = useCallback(
    (move: (carousel: NonNullable<typeof api>) => void) => {
      if (!api) return;
      move(api);
      api.plugins().autoplay?.reset();
    },
    [api],
  );
  const togglePlay = () => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };
  // carouselPlugins gives the autoplay plugin on these same terms.
  const hasAutoplay = Boolean(autoplayMs) && !reducedMotion && slides.length > 1;

  return (
    <section className={`carousel ${className ?? ""}`} aria-roledescription="carousel" aria-label={label}>
      <div className="carousel-viewport" ref={viewportRef}>
        <div className="carousel-container">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { index: index + 1, total: slides.length })}
              data-selected={index === selected}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="carousel-controls">
          <button type="button" className="carousel-button" aria-label={t("carousel.previous")} onClick={() => go((c) => c.scrollPrev())}>
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <div className="carousel-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className="carousel-dot"
                aria-label={t("carousel.goTo", { index: index + 1 })}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => go((c) => c.scrollTo(index))}
              />
            ))}
          </div>
          <button type="button" className="carousel-button" aria-label={t("carousel.next")} onClick={() => go((c) => c.scrollNext())}>
            <ChevronRight aria-hidden="true" size={22} />
          </button>
          {hasAutoplay && (
            <button type="button" className="carousel-button carousel-play" aria-label={playing ? t("carousel.pause") : t("carousel.play")} onClick={togglePlay}>
              {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
