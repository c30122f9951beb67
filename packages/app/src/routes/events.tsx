import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/events",
  staticData: { title: "events" },
  loader: loadTexts("events"),
  component: lazyRouteComponent(() => import("../screens/events/events-list"), "EventsList"),
});
