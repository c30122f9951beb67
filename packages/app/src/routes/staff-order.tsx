import { createRoute } from "@tanstack/react-router";
import { staffRoute } from "./staff";

export const staffOrderRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/orders/$orderId",
  staticData: { title: "deskOrder" },
}).lazy(() => import("./staff-order.lazy").then((m) => m.staffOrderLazyRoute));
