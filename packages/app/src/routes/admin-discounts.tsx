import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminDiscountsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/discounts",
  staticData: { title: "adminDiscounts" },
  component: lazyRouteComponent(() => import("../screens/admin/discounts-screen"), "DiscountsScreen"),
});
