/** The picture shown for an event whose organisers uploaded none (the site's own drawing). */
export const FALLBACK_EVENT_PICTURE = "/images/hero.svg";
