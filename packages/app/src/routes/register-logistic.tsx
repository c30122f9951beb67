import { createRoute } from "@tanstack/react-router";
import { LogisticChoiceScreen } from "../screens/registration/logistic-choice-screen";
import { rootRoute } from "./root";
import { requireSession } from "../lib/route-guards";

export const registerLogisticRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic",
  beforeLoad: requireSession,
  component: LogisticChoiceScreen,
});
