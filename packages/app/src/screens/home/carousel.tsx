import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { carouselPlugins } from "./carousel-plugins";
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

/** A looping carousel with previous / next buttons, one dot per slide and, when it autoplays, a pause button. */
export function Carousel({ label, slides, autoplayMs, className }: Props) {
  const { t } = useTranslation("home");
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(() => carouselPlugins({ autoplayMs, reducedMotion }), [autoplayMs, reducedMotion]);
  const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > 1, duration: reducedMotion ? 10 : 25 }, plugins);
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
  const hasAutoplay = plugins.length > 0 && slides.length > 1;

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
