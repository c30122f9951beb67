import { createRoute } from "@tanstack/react-router";
import { LogisticChoiceScreen } from "../screens/registration/logistic-choice-screen";
import { rootRoute } from "./root";

export const registerLogisticRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic",
  component: LogisticChoiceScreen,
});
