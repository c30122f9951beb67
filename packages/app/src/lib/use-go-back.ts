import { useCanGoBack, useRouter, type AnyRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { isSignedOutOnlyPage } from "./route-guards";

/** The part of the browser's Navigation API read here (not in every browser yet). */
interface SiteHistory {
  currentEntry: { index: number } | null;
  entries(): Array<{ url: string | null }>;
}

/**
 * How many steps back the previous page of this site is, reading every page this tab opened on
 * the site, across page loads (the router only knows the pages since the last load). Pages only
 * signed-out visitors see, such as the login form a sign-in came from, are passed over. Null
 * when the browser cannot tell; 0 when there is no such page.
 */
function stepsBackInSite(router: AnyRouter): number | null {
  const history = (window as { navigation?: SiteHistory }).navigation;
  const current = history?.currentEntry;
  if (!history || !current) return null;
  const earlier = history.entries().slice(0, current.index).reverse();
  const previous = earlier.findIndex((entry) => entry.url !== null && !isSignedOutOnlyPage(router, new URL(entry.url).pathname));
  return previous + 1;
}

/** Cancel of the registration steps: back one page of the site, or the event's page when there is none. */
export function useGoBack(eventId: number): () => void {
  const router = useRouter();
  const canGoBackInLoad = useCanGoBack();
  return useCallback(() => {
    const steps = stepsBackInSite(router) ?? (canGoBackInLoad ? 1 : 0);
    if (steps > 0) router.history.go(-steps);
    else void router.navigate({ to: "/events/$id", params: { id: String(eventId) } });
  }, [router, canGoBackInLoad, eventId]);
}
