import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminReportsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/reports",
  staticData: { title: "adminReports" },
  component: lazyRouteComponent(() => import("../screens/admin/money-reports-screen"), "MoneyReportsScreen"),
});
