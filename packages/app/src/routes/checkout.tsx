import { createRoute } from "@tanstack/react-router";
import { CheckoutScreen } from "../screens/checkout/checkout-screen";
import { rootRoute } from "./root";
import { requireSession } from "../lib/route-guards";

export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/checkout",
  beforeLoad: requireSession,
  component: CheckoutScreen,
});
