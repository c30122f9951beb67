import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { staffRoute } from "./staff";

/** The desk page staff asked for before signing in: a path of the desk only, else the desk's home. */
const deskPath = (value: unknown): string | undefined => (typeof value === "string" && /^\/staff(?:\/[\w/-]*)?$/.test(value) ? value : undefined);

export const staffSignInRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/sign-in",
  staticData: { title: "deskSignIn" },
  validateSearch: (search: Record<string, unknown>): { next?: string } => {
    const next = deskPath(search.next);
    return next ? { next } : {};
  },
  component: lazyRouteComponent(() => import("../screens/staff/sign-in-screen"), "SignInScreen"),
});
