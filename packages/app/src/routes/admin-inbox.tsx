import { createRoute } from "@tanstack/react-router";
import { InboxScreen } from "../screens/admin/inbox-screen";
import { adminRoute } from "./admin";

export const adminInboxRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/inbox",
  component: InboxScreen,
});
