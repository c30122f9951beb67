import { QueryClient } from "@tanstack/react-query";
import { createBrowserHistory, createHashHistory, createMemoryHistory } from "@tanstack/react-router";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createBrowserI18n, type Locale } from "@vyc/i18n";
import type { AppRouter } from "@vyc/api/client";
import { initialLocale } from "./i18n/initial-locale";
import type { DeskBridge } from "./lib/desk-bridge";
import { createApiClient, type ApiClient, type ApiConnection } from "./lib/trpc";
import { createAppRouter, type AppRouterInstance } from "./router";

export interface AppOptions extends ApiConnection {
  /** The browser's address bar, the kiosk's hash, or (rendering on the server) the page's path and query. */
  history: "browser" | "hash" | { url: string };
  shell: "web" | "kiosk";
  /** The kiosk's preload bridge (`window.kiosk`), for the desk screens. */
  desk?: DeskBridge;
  /** The language to open in; by default the one chosen earlier in this browser, else the browser's. */
  locale?: Locale;
}

/** What the UI runs on: the query cache, the API client, the texts and the router. */
export interface AppInstance {
  queryClient: QueryClient;
  api: ApiClient;
  trpc: TRPCOptionsProxy<AppRouter>;
  router: AppRouterInstance;
  i18n: ReturnType<typeof createBrowserI18n>;
}

export function createApp({ history, shell, desk, locale, ...connection }: AppOptions): AppInstance {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false } } });
  const api = createApiClient(connection);
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
  const i18n = createBrowserI18n(locale ?? initialLocale());
  const onServer = typeof history === "object";
  const routerHistory = onServer ? createMemoryHistory({ initialEntries: [history.url] }) : history === "hash" ? createHashHistory() : createBrowserHistory();
  const router = createAppRouter({ queryClient, trpc, api, shell, desk: desk ?? null, i18n }, routerHistory, { scrollRestoration: !onServer });
  return { queryClient, api, trpc, router, i18n };
}
