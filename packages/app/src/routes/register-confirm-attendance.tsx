import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const registerConfirmAttendanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/confirm_attendance",
  component: () => <ComingSoon title="Confirm attendance" />,
});
