import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";

export const staffCheckInRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/check-in",
  staticData: { title: "deskCheckIn" },
  component: lazyRouteComponent(() => import("../screens/staff/check-in-screen"), "CheckInScreen"),
});
