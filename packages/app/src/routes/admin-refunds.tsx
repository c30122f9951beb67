import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminRefundsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/refunds",
  staticData: { title: "adminRefunds" },
  component: lazyRouteComponent(() => import("../screens/admin/refund-requests-screen"), "RefundRequestsScreen"),
});
