import { createBrowserHistory, createHashHistory, createRouter } from "@tanstack/react-router";
import type { RouterContext } from "./lib/app-context";
import { routeTree } from "./route-tree";

export function createAppRouter(context: RouterContext, history: "browser" | "hash") {
  return createRouter({
    routeTree,
    context,
    history: history === "hash" ? createHashHistory() : createBrowserHistory(),
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouterInstance;
  }
  interface HistoryState {
    isOnline?: boolean;
  }
}
