import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";
import { loadTexts } from "../lib/load-texts";

export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/checkout",
  staticData: { title: "checkout" },
  beforeLoad: requireRegistrationInProgress,
  loader: loadTexts("checkout", "registration", "account"),
  component: lazyRouteComponent(() => import("../screens/checkout/checkout-screen"), "CheckoutScreen"),
});
