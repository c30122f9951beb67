import { createRoute } from "@tanstack/react-router";
import { CHECKED_IN_FILTERS, isOrderStatus, ORDER_SEARCH_LENGTH } from "@vyc/validators";
import type { OrdersFilter } from "../screens/admin/orders-screen";
import { adminRoute } from "./admin";

const positiveInt = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const orderSearch = (value: unknown): string | undefined => {
  const text = typeof value === "string" ? value.trim() : "";
  return text.length >= ORDER_SEARCH_LENGTH.min && text.length <= ORDER_SEARCH_LENGTH.max ? text : undefined;
};

export const adminOrdersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/orders",
  staticData: { title: "adminOrders" },
  validateSearch: (search: Record<string, unknown>): OrdersFilter => ({
    eventId: positiveInt(search.eventId),
    status: isOrderStatus(search.status) ? search.status : undefined,
    checkedIn: CHECKED_IN_FILTERS.find((v) => v === search.checkedIn),
    search: orderSearch(search.search),
    page: positiveInt(search.page),
  }),
}).lazy(() => import("./admin-orders.lazy").then((m) => m.adminOrdersLazyRoute));
