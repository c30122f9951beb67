import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  staticData: { title: "adminDashboard" },
  component: lazyRouteComponent(() => import("../screens/admin/dashboard-screen"), "DashboardScreen"),
});
