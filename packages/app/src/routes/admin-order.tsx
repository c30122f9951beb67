import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminOrderRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/orders/$orderId",
  staticData: { title: "adminOrder" },
}).lazy(() => import("./admin-order.lazy").then((m) => m.adminOrderLazyRoute));
