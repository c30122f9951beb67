import { createRoute } from "@tanstack/react-router";
import { CheckoutScreen } from "../screens/checkout/checkout-screen";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";

export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/checkout",
  beforeLoad: requireRegistrationInProgress,
  component: CheckoutScreen,
});
