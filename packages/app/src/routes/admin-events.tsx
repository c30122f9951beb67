import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminEventsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/events",
  staticData: { title: "adminEvents" },
  component: lazyRouteComponent(() => import("../screens/admin/events-screen"), "EventsScreen"),
});
