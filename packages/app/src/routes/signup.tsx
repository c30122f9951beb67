import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { redirectSignedIn } from "../lib/route-guards";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/signup",
  staticData: { title: "signup" },
  beforeLoad: redirectSignedIn,
  loader: loadTexts("auth"),
  component: lazyRouteComponent(() => import("../screens/auth/signup-screen"), "SignupScreen"),
});
