import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";
import { loadTexts } from "../lib/load-texts";

export const registerLogisticRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic",
  staticData: { title: "logistic" },
  beforeLoad: requireRegistrationInProgress,
  loader: loadTexts("registration"),
  component: lazyRouteComponent(() => import("../screens/registration/logistic-choice-screen"), "LogisticChoiceScreen"),
});
