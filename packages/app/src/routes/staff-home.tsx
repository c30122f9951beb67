import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";

export const staffHomeRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/",
  component: lazyRouteComponent(() => import("../screens/staff/desk-home"), "DeskHome"),
});
