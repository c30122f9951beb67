import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const accountSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account/settings",
  component: () => <ComingSoon title="Account settings" />,
});
