import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const registerCheckingPublicEventRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/checking_public_event",
  component: () => <ComingSoon title="Checking event" />,
});
