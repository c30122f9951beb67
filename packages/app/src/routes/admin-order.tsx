import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminOrderRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/orders/$orderId",
}).lazy(() => import("./admin-order.lazy").then((m) => m.adminOrderLazyRoute));
