import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const introductionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/introduction",
  staticData: { title: "introduction" },
  loader: loadTexts("pages"),
  component: lazyRouteComponent(() => import("../screens/static/introduction-page"), "IntroductionPage"),
});
