import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: () => <ComingSoon title="Vietnamese Youth Camps" />,
});
