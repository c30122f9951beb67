import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createBrowserI18n } from "@vyc/i18n";
import type { AppRouter } from "@vyc/api/client";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { initialLocale } from "./i18n/initial-locale";
import { ServerOriginProvider } from "./lib/asset-url";
import type { DeskBridge } from "./lib/desk-bridge";
import { createApiClient, TRPCProvider, type ApiConnection } from "./lib/trpc";
import { createAppRouter } from "./router";

export interface AppRootProps extends ApiConnection {
  history: "browser" | "hash";
  shell: "web" | "kiosk";
  /** The kiosk's preload bridge (`window.kiosk`), for the desk screens. */
  desk?: DeskBridge;
}

/** The whole product UI: the web app and the kiosk renderer both mount this. */
export function AppRoot({ history, shell, desk, ...connection }: AppRootProps) {
  const [state] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false } } });
    const api = createApiClient(connection);
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: api, queryClient });
    const i18n = createBrowserI18n(initialLocale());
    const router = createAppRouter({ queryClient, trpc, api, shell, desk: desk ?? null, i18n }, history);
    return { queryClient, api, router, i18n };
  });
  return (
    <I18nextProvider i18n={state.i18n}>
      <QueryClientProvider client={state.queryClient}>
        <TRPCProvider trpcClient={state.api} queryClient={state.queryClient}>
          <ServerOriginProvider origin={connection.baseUrl}>
            <RouterProvider router={state.router} />
          </ServerOriginProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
