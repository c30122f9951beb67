import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const responseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/response/$redirection/$type",
  component: () => <ComingSoon title="Thank you" />,
});
