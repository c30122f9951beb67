import { createRoute } from "@tanstack/react-router";
import { AdminOnly } from "../screens/admin/admin-only";
import { AuditScreen } from "../screens/admin/audit-screen";
import { adminRoute } from "./admin";

export const adminAuditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/audit",
  component: () => (
    <AdminOnly>
      <AuditScreen />
    </AdminOnly>
  ),
});
