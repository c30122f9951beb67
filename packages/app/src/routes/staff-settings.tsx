import { createRoute } from "@tanstack/react-router";
import { SettingsScreen } from "../screens/staff/settings-screen";
import { staffRoute } from "./staff";

export const staffSettingsRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/settings",
  component: SettingsScreen,
});
