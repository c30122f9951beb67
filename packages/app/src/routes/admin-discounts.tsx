import { createRoute } from "@tanstack/react-router";
import { DiscountsScreen } from "../screens/admin/discounts-screen";
import { adminRoute } from "./admin";

export const adminDiscountsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/discounts",
  component: DiscountsScreen,
});
