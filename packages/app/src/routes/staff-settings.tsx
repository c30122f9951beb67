import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";

export const staffSettingsRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/settings",
  staticData: { title: "deskSettings" },
  component: lazyRouteComponent(() => import("../screens/staff/settings-screen"), "SettingsScreen"),
});
