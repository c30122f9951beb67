import { createRoute } from "@tanstack/react-router";
import { redirectSignedIn } from "../lib/route-guards";
import { SignupScreen } from "../screens/auth/signup-screen";
import { rootRoute } from "./root";

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/signup",
  beforeLoad: redirectSignedIn,
  component: SignupScreen,
});
