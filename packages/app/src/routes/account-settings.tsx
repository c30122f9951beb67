import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireSession } from "../lib/route-guards";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const accountSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account/settings",
  staticData: { title: "settings" },
  beforeLoad: requireSession,
  loader: loadTexts("account", "auth"),
  component: lazyRouteComponent(() => import("../screens/account/settings-screen"), "SettingsScreen"),
});
