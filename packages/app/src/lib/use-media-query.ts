import { useCallback, useSyncExternalStore } from "react";

/** Whether a CSS media query matches now, following its changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Phones and narrow windows: back-office tables turn into cards, the side navigation collapses. */
export const NARROW_SCREEN = "(max-width: 760px)";
