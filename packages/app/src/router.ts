import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { RouterContext } from "./lib/app-context";
import { routeTree } from "./route-tree";

/** `scrollRestoration` is for a browser; the server's render leaves it out (it would add a script the browser's first render has not). */
export function createAppRouter(context: RouterContext, history: RouterHistory, { scrollRestoration = true } = {}) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: "intent",
    scrollRestoration,
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
