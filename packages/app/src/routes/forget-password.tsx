import { createRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../lib/route-guards";
import { ForgetPasswordScreen } from "../screens/auth/forget-password-screen";
import { rootRoute } from "./root";

export const forgetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forget_password",
  beforeLoad: redirectSignedIn,
  component: ForgetPasswordScreen,
});
