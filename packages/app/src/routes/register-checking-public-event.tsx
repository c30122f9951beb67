import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";
import { loadTexts } from "../lib/load-texts";

export const registerCheckingPublicEventRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/checking_public_event",
  staticData: { title: "checkingPublicEvent" },
  beforeLoad: requireRegistrationInProgress,
  loader: loadTexts("registration"),
  component: lazyRouteComponent(() => import("../screens/registration/checking-public-event-screen"), "CheckingPublicEventScreen"),
});
