import { createRoute } from "@tanstack/react-router";
import { AdminOnly } from "../screens/admin/admin-only";
import { UsersScreen } from "../screens/admin/users-screen";
import { adminRoute } from "./admin";

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/users",
  component: () => (
    <AdminOnly>
      <UsersScreen />
    </AdminOnly>
  ),
});
