import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  component: () => <ComingSoon title="Login" />,
});
