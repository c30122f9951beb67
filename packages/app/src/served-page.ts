import { dehydrate, hydrate, type DehydratedState } from "@tanstack/react-query";
import { isLocale, type Locale } from "@vyc/i18n";
import { readStoredLocale } from "./i18n/locale-storage";
import type { TPublicEventOutput } from "@vyc/validators";
import { createApp, type AppInstance, type AppOptions } from "./app-instance";

/** The element of a server-rendered page that carries what its first render was made of. */
const SERVED_STATE_ID = "served-state";

/** The public data a server-rendered page shows: the upcoming events (home, the list) or one event. */
export interface PublicPageData {
  events?: readonly TPublicEventOutput[];
  event?: TPublicEventOutput;
}

interface ServedState {
  locale: Locale;
  queries: DehydratedState;
}

/**
 * Puts the page's data in the query cache as the screens ask for it. It is marked as read long ago:
 * the same data always makes the same page (so its ETag holds), and the browser reads it afresh
 * once the page has come alive.
 */
function seedPublicQueries({ queryClient, trpc }: AppInstance, { events, event }: PublicPageData): void {
  if (events) queryClient.setQueryData(trpc.events.getEventsNotExpired.queryKey(), [...events], { updatedAt: 0 });
  if (event) queryClient.setQueryData(trpc.events.getData.queryKey({ id: event.id }), event, { updatedAt: 0 });
}

/** Loads what the first render needs (the route's screen and texts, the messages' texts), on the server and in the browser alike. */
export async function prepareFirstRender(app: AppInstance): Promise<void> {
  await Promise.all([app.router.load(), app.i18n.loadNamespaces("errors")]);
}

/** On the server: fills the cache with the page's data and returns the script that hands it to the browser. */
export function servePageData(app: AppInstance, locale: Locale, data: PublicPageData): string {
  seedPublicQueries(app, data);
  const { queries, mutations } = dehydrate(app.queryClient);
  // A fixed time of dehydration, like the data's: the same data makes the same page.
  const state: ServedState = { locale, queries: { mutations, queries: queries.map((query) => ({ ...query, dehydratedAt: 0 })) } };
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${SERVED_STATE_ID}">${json}</script>`;
}

/** What the server rendered this page with, or null when it sent the plain shell. */
function readServedState(): ServedState | null {
  const text = document.getElementById(SERVED_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as ServedState;
  return isLocale(state.locale) ? state : null;
}

/**
 * In the browser, on a page the server rendered: the app in the page's language with the server's
 * cache, its route loaded, and its router told so (it then renders the same elements as the
 * server's). Null when the server sent the plain shell, or when a language chosen earlier in this
 * browser is not the page's (the server renders in the browser's preferred one): the app then
 * starts over in the chosen language instead of taking over the page.
 */
export async function openServedPage(options: Omit<AppOptions, "history" | "locale">): Promise<AppInstance | null> {
  const state = readServedState();
  const chosen = readStoredLocale();
  if (!state || (chosen !== null && chosen !== state.locale)) return null;
  const app = createApp({ ...options, history: "browser", locale: state.locale });
  hydrate(app.queryClient, state.queries);
  app.router.ssr = { manifest: undefined };
  await prepareFirstRender(app);
  return app;
}
