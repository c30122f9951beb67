import { createRoute } from "@tanstack/react-router";
import { EventsList } from "../screens/events/events-list";
import { rootRoute } from "./root";

export const eventsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/events",
  component: EventsList,
});
