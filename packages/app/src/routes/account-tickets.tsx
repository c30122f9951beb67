import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const accountTicketsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account/tickets",
  component: () => <ComingSoon title="My tickets" />,
});
