import { createRoute } from "@tanstack/react-router";
import { FlightsScreen } from "../screens/registration/flights-screen";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";

export const registerLogisticInformationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic_informations",
  beforeLoad: requireRegistrationInProgress,
  component: FlightsScreen,
});
