import { createRoute } from "@tanstack/react-router";
import { requireSession } from "../lib/route-guards";
import { TicketsScreen } from "../screens/account/tickets-screen";
import { rootRoute } from "./root";

export const accountTicketsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account/tickets",
  beforeLoad: requireSession,
  component: TicketsScreen,
});
