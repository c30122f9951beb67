import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";
import { loadTexts } from "../lib/load-texts";

export const staffSaleRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/sale",
  staticData: { title: "deskSale" },
  loader: loadTexts("events", "registration"),
  component: lazyRouteComponent(() => import("../screens/staff/sale-screen"), "SaleScreen"),
});
