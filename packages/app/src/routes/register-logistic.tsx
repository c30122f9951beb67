import { createRoute } from "@tanstack/react-router";
import { LogisticChoiceScreen } from "../screens/registration/logistic-choice-screen";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";

export const registerLogisticRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic",
  beforeLoad: requireRegistrationInProgress,
  component: LogisticChoiceScreen,
});
