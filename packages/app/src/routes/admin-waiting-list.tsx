import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminWaitingListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/events/$eventId/waiting-list",
  staticData: { title: "adminWaitingList" },
}).lazy(() => import("./admin-waiting-list.lazy").then((m) => m.adminWaitingListLazyRoute));
