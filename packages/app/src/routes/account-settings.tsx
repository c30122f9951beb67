import { createRoute } from "@tanstack/react-router";
import { requireSession } from "../lib/route-guards";
import { SettingsScreen } from "../screens/account/settings-screen";
import { rootRoute } from "./root";

export const accountSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account/settings",
  beforeLoad: requireSession,
  component: SettingsScreen,
});
