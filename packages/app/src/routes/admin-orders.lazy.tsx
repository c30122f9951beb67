import { createLazyRoute } from "@tanstack/react-router";
import { OrdersScreen } from "../screens/admin/orders-screen";

export const adminOrdersLazyRoute = createLazyRoute("/admin/orders")({
  component: AdminOrdersPage,
});

function AdminOrdersPage() {
  return <OrdersScreen filter={adminOrdersLazyRoute.useSearch()} />;
}
