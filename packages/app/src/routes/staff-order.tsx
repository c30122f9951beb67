import { createRoute } from "@tanstack/react-router";
import { OrderScreen } from "../screens/staff/order-screen";
import { staffRoute } from "./staff";

export const staffOrderRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: "/orders/$orderId",
  component: function StaffOrderPage() {
    const { orderId } = staffOrderRoute.useParams();
    return <OrderScreen key={orderId} orderId={Number(orderId)} />;
  },
});
