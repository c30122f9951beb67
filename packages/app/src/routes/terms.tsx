import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/terms_and_conditions_of_sale",
  component: () => <ComingSoon title="Terms and Conditions of Sale" />,
});
