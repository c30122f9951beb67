import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";
import { loadTexts } from "../lib/load-texts";

export const registerConfirmAttendanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/confirm_attendance",
  staticData: { title: "confirmAttendance" },
  beforeLoad: requireRegistrationInProgress,
  loader: loadTexts("registration"),
  component: lazyRouteComponent(() => import("../screens/registration/confirm-attendance-screen"), "ConfirmAttendanceScreen"),
});
