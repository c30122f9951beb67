import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/about",
  staticData: { title: "about" },
  loader: loadTexts("pages"),
  component: lazyRouteComponent(() => import("../screens/static/about-page"), "AboutPage"),
});
