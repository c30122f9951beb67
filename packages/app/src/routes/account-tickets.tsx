import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireSession } from "../lib/route-guards";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const accountTicketsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account/tickets",
  staticData: { title: "tickets" },
  beforeLoad: requireSession,
  loader: loadTexts("account", "registration", "refunds"),
  component: lazyRouteComponent(() => import("../screens/account/tickets-screen"), "TicketsScreen"),
});
