import { createRoute } from "@tanstack/react-router";
import { OrderDetailScreen } from "../screens/admin/order-detail-screen";
import { adminRoute } from "./admin";

export const adminOrderRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/orders/$orderId",
  component: function AdminOrderPage() {
    const { orderId } = adminOrderRoute.useParams();
    return <OrderDetailScreen orderId={Number(orderId)} />;
  },
});
