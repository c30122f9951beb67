import { createRoute } from "@tanstack/react-router";
import { TermsPage } from "../screens/static/terms-page";
import { rootRoute } from "./root";

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/terms_and_conditions_of_sale",
  component: TermsPage,
});
