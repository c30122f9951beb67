import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminEventNewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/events/new",
  staticData: { title: "adminEventNew" },
  component: lazyRouteComponent(() => import("../screens/admin/event-new-screen"), "EventNewScreen"),
});
