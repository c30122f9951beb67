import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

/** The camp desk for staff and admins: in the kiosk by default, on the web for staff accounts. */
export const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/staff",
  staticData: { title: "desk" },
  loader: loadTexts("desk"),
  component: lazyRouteComponent(() => import("../screens/staff/staff-layout"), "StaffLayout"),
});
