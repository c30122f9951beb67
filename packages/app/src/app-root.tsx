import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useState } from "react";
import { createApp, type AppInstance, type AppOptions } from "./app-instance";
import { LanguageProvider } from "./i18n/language-provider";
import { ServerOriginProvider } from "./lib/asset-url";
import { TRPCProvider } from "./lib/trpc";

export type AppRootProps = AppOptions;

/** The whole product UI: the web app and the kiosk renderer both mount this. */
export function AppRoot(props: AppRootProps) {
  const [app] = useState(() => createApp(props));
  return <AppView app={app} baseUrl={props.baseUrl} />;
}

/** The UI of an app made beforehand: the server's render of a page, and the browser's hydration of it. */
export function AppView({ app, baseUrl }: { app: AppInstance; baseUrl: string }) {
  return (
    <LanguageProvider i18n={app.i18n}>
      <QueryClientProvider client={app.queryClient}>
        <TRPCProvider trpcClient={app.api} queryClient={app.queryClient}>
          <ServerOriginProvider origin={baseUrl}>
            <RouterProvider router={app.router} />
          </ServerOriginProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
