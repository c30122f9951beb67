import Autoplay from "embla-carousel-autoplay";

/**
 * The carousel's plugins: autoplay every `autoplayMs` unless the visitor asked the system for
 * reduced motion, or no delay is given. Autoplay stops for good once the visitor drags or focuses
 * a slide (they are reading), and can be paused and resumed with the carousel's own button.
 */
export function carouselPlugins({ autoplayMs, reducedMotion }: { autoplayMs?: number; reducedMotion: boolean }) {
  if (!autoplayMs || reducedMotion) return [];
  return [Autoplay({ delay: autoplayMs, stopOnInteraction: true, stopOnFocusIn: true })];
}
