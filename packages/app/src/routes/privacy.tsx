import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/privacy_policy",
  staticData: { title: "privacy" },
  loader: loadTexts("pages"),
  component: lazyRouteComponent(() => import("../screens/static/privacy-page"), "PrivacyPage"),
});
