import { createRoute } from "@tanstack/react-router";
import { EventsScreen } from "../screens/admin/events-screen";
import { adminRoute } from "./admin";

export const adminEventsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/events",
  component: EventsScreen,
});
