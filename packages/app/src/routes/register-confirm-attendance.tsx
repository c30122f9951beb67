import { createRoute } from "@tanstack/react-router";
import { ConfirmAttendanceScreen } from "../screens/registration/confirm-attendance-screen";
import { rootRoute } from "./root";
import { requireRegistrationInProgress } from "../lib/route-guards";

export const registerConfirmAttendanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/confirm_attendance",
  beforeLoad: requireRegistrationInProgress,
  component: ConfirmAttendanceScreen,
});
