import { createRoute } from "@tanstack/react-router";
import { LookupScreen } from "../screens/staff/lookup-screen";
import { staffRoute } from "./staff";

export const staffLookupRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/lookup",
  component: LookupScreen,
});
