import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminAuditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/audit",
  staticData: { title: "adminAudit" },
}).lazy(() => import("./admin-audit.lazy").then((m) => m.adminAuditLazyRoute));
