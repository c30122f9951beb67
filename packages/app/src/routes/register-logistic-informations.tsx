import { createRoute } from "@tanstack/react-router";
import { FlightsScreen } from "../screens/registration/flights-screen";
import { rootRoute } from "./root";

export const registerLogisticInformationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic_informations",
  component: FlightsScreen,
});
