import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  loader: loadTexts("home"),
  component: lazyRouteComponent(() => import("../screens/home/home-screen"), "HomeScreen"),
});
