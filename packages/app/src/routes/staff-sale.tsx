import { createRoute } from "@tanstack/react-router";
import { SaleScreen } from "../screens/staff/sale-screen";
import { staffRoute } from "./staff";

export const staffSaleRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/sale",
  component: SaleScreen,
});
