import { createRoute } from "@tanstack/react-router";
import { CheckingPublicEventScreen } from "../screens/registration/checking-public-event-screen";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";

export const registerCheckingPublicEventRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/checking_public_event",
  beforeLoad: requireRegistrationInProgress,
  component: CheckingPublicEventScreen,
});
