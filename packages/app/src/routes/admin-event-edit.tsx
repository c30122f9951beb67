import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminEventEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/events/$eventId",
  staticData: { title: "adminEventEdit" },
}).lazy(() => import("./admin-event-edit.lazy").then((m) => m.adminEventEditLazyRoute));
