import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const registerLogisticRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic",
  component: () => <ComingSoon title="Logistics" />,
});
