import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset_password/$token",
  staticData: { title: "resetPassword" },
  loader: loadTexts("auth"),
}).lazy(() => import("./reset-password.lazy").then((m) => m.resetPasswordLazyRoute));
