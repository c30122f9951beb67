import { createLazyRoute } from "@tanstack/react-router";
import { OrderScreen } from "../screens/staff/order-screen";

export const staffOrderLazyRoute = createLazyRoute("/staff/orders/$orderId")({
  component: StaffOrderPage,
});

function StaffOrderPage() {
  const { orderId } = staffOrderLazyRoute.useParams();
  return <OrderScreen key={orderId} orderId={Number(orderId)} />;
}
