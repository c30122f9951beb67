import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminOutboxRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/outbox",
  staticData: { title: "adminOutbox" },
  component: lazyRouteComponent(() => import("../screens/admin/outbox-screen"), "OutboxScreen"),
});
