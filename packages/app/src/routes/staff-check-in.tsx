import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";

export const staffCheckInRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/check-in",
  component: lazyRouteComponent(() => import("../screens/staff/check-in-screen"), "CheckInScreen"),
});
