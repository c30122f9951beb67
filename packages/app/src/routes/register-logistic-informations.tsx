import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";
import { loadTexts } from "../lib/load-texts";

export const registerLogisticInformationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic_informations",
  staticData: { title: "flights" },
  beforeLoad: requireRegistrationInProgress,
  loader: loadTexts("registration"),
  component: lazyRouteComponent(() => import("../screens/registration/flights-screen"), "FlightsScreen"),
});
