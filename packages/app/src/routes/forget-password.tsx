import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const forgetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forget_password",
  component: () => <ComingSoon title="Forgot password" />,
});
