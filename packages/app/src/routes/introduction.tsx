import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const introductionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/introduction",
  component: () => <ComingSoon title="Introduction" />,
});
