import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { redirectSignedIn } from "../lib/route-guards";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const forgetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forget_password",
  staticData: { title: "forgetPassword" },
  beforeLoad: redirectSignedIn,
  loader: loadTexts("auth"),
  component: lazyRouteComponent(() => import("../screens/auth/forget-password-screen"), "ForgetPasswordScreen"),
});
