import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/users",
  staticData: { title: "adminUsers" },
}).lazy(() => import("./admin-users.lazy").then((m) => m.adminUsersLazyRoute));
