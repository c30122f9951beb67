import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminInboxRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/inbox",
  staticData: { title: "adminInbox" },
  component: lazyRouteComponent(() => import("../screens/admin/inbox-screen"), "InboxScreen"),
});
