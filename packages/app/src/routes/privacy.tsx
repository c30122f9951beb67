import { createRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../screens/static/privacy-page";
import { rootRoute } from "./root";

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/privacy_policy",
  component: PrivacyPage,
});
