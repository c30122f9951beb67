import { createRoute } from "@tanstack/react-router";
import { IntroductionPage } from "../screens/static/introduction-page";
import { rootRoute } from "./root";

export const introductionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/introduction",
  component: IntroductionPage,
});
