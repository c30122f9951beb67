import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";

export const staffSignInRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/sign-in",
  staticData: { title: "deskSignIn" },
  component: lazyRouteComponent(() => import("../screens/staff/sign-in-screen"), "SignInScreen"),
});
