import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/checkout",
  component: () => <ComingSoon title="Payment" />,
});
