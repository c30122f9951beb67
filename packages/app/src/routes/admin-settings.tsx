import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminSettingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/settings",
  staticData: { title: "adminSettings" },
  component: lazyRouteComponent(() => import("../screens/admin/organiser-settings-screen"), "OrganiserSettingsScreen"),
});
