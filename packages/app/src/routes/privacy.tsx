import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/privacy_policy",
  staticData: { title: "privacy" },
  // The texts, and the server's settings the policy states, before the page shows.
  loader: async ({ context }) => {
    await Promise.all([loadTexts("pages")({ context }), context.queryClient.prefetchQuery(context.trpc.privacy.settings.queryOptions())]);
  },
  component: lazyRouteComponent(() => import("../screens/static/privacy-page"), "PrivacyPage"),
});
