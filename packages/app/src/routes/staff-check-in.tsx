import { createRoute } from "@tanstack/react-router";
import { CheckInScreen } from "../screens/staff/check-in-screen";
import { staffRoute } from "./staff";

export const staffCheckInRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/check-in",
  component: CheckInScreen,
});
