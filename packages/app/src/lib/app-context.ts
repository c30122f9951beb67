import type { QueryClient } from "@tanstack/react-query";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { createBrowserI18n } from "@vyc/i18n";
import type { AppRouter } from "@vyc/api/client";
import type { DeskBridge } from "./desk-bridge";
import type { ApiClient } from "./trpc";

/** What every route's loader and beforeLoad can use. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
  api: ApiClient;
  /** "web" serves browser history with the server's form login; "kiosk" runs inside the desk app. */
  shell: "web" | "kiosk";
  /** The kiosk's main process (token store, settings, printing); null on the web. */
  desk: DeskBridge | null;
  /** The texts; routes load their screens' catalogs through it (see `loadTexts`). */
  i18n: ReturnType<typeof createBrowserI18n>;
}
