import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/privacy_policy",
  component: () => <ComingSoon title="Privacy Policy" />,
});
