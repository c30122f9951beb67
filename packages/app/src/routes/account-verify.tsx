import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const accountVerifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/account-verify/$id",
  component: () => <ComingSoon title="Verify your account" />,
});
