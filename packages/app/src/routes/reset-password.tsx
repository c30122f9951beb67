import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset_password/$token",
  component: () => <ComingSoon title="Reset password" />,
});
