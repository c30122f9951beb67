import { createRoute } from "@tanstack/react-router";
import { DeskHome } from "../screens/staff/desk-home";
import { staffRoute } from "./staff";

export const staffHomeRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/",
  component: DeskHome,
});
