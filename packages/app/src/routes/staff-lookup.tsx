import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";

export const staffLookupRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/lookup",
  staticData: { title: "deskLookup" },
  component: lazyRouteComponent(() => import("../screens/staff/lookup-screen"), "LookupScreen"),
});
