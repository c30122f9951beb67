import { createRoute } from "@tanstack/react-router";
import { StaffLayout } from "../screens/staff/staff-layout";
import { rootRoute } from "./root";

/** The camp desk for staff and admins: in the kiosk by default, on the web for staff accounts. */
export const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/staff",
  component: StaffLayout,
});
