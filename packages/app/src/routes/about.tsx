import { createRoute } from "@tanstack/react-router";
import { AboutPage } from "../screens/static/about-page";
import { rootRoute } from "./root";

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/about",
  component: AboutPage,
});
