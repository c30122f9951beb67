import { createRoute, redirect } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/admin/events", replace: true });
  },
});
