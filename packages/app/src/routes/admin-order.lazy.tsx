import { createLazyRoute } from "@tanstack/react-router";
import { OrderDetailScreen } from "../screens/admin/order-detail-screen";

export const adminOrderLazyRoute = createLazyRoute("/admin/orders/$orderId")({
  component: AdminOrderPage,
});

function AdminOrderPage() {
  const { orderId } = adminOrderLazyRoute.useParams();
  return <OrderDetailScreen orderId={Number(orderId)} />;
}
