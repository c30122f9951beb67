import { createRoute, redirect, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";
import { signedInUser } from "../lib/route-guards";

/**
 * The back office. Visitors are sent to sign in (the web's login form, the kiosk's desk sign-in);
 * signed-in people without the staff or admin role see "Not allowed". The server checks every
 * call on its own; this only decides what the UI shows.
 */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/admin",
  staticData: { title: "admin" },
  beforeLoad: async ({ context, location }) => {
    const role = (await signedInUser(context))?.role ?? null;
    if (!role && context.shell === "kiosk") throw redirect({ to: "/staff/sign-in" });
    if (!role) throw redirect({ to: "/login", search: { _target_path: location.href } });
    return { backOfficeRole: role };
  },
  loader: loadTexts("admin", "refunds", "messages"),
  component: lazyRouteComponent(() => import("../screens/admin/admin-layout"), "AdminLayout"),
});
