import { createRoute } from "@tanstack/react-router";
import { ComingSoon } from "../components/coming-soon";
import { rootRoute } from "./root";

export const registerAttendeesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/$eventId/$numTickets",
  component: () => <ComingSoon title="Attendee information" />,
});
