import { createLazyRoute } from "@tanstack/react-router";
import { AdminOnly } from "../screens/admin/admin-only";
import { AuditScreen } from "../screens/admin/audit-screen";

export const adminAuditLazyRoute = createLazyRoute("/admin/audit")({
  component: AdminAuditPage,
});

function AdminAuditPage() {
  return (
    <AdminOnly>
      <AuditScreen />
    </AdminOnly>
  );
}
