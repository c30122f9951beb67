import { createRoute } from "@tanstack/react-router";
import { SignInScreen } from "../screens/staff/sign-in-screen";
import { staffRoute } from "./staff";

export const staffSignInRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/sign-in",
  component: SignInScreen,
});
