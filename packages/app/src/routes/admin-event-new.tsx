import { createRoute } from "@tanstack/react-router";
import { EventNewScreen } from "../screens/admin/event-new-screen";
import { adminRoute } from "./admin";

export const adminEventNewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/events/new",
  component: EventNewScreen,
});
