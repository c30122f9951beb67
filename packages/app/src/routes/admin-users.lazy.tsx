import { createLazyRoute } from "@tanstack/react-router";
import { AdminOnly } from "../screens/admin/admin-only";
import { UsersScreen } from "../screens/admin/users-screen";

export const adminUsersLazyRoute = createLazyRoute("/admin/users")({
  component: AdminUsersPage,
});

function AdminUsersPage() {
  return (
    <AdminOnly>
      <UsersScreen />
    </AdminOnly>
  );
}
