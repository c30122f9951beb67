import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/terms_and_conditions_of_sale",
  staticData: { title: "terms" },
  loader: loadTexts("pages"),
  component: lazyRouteComponent(() => import("../screens/static/terms-page"), "TermsPage"),
});
