import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const registerLogisticInformationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/logistic_informations",
  component: () => <ComingSoon title="Flight information" />,
});
