import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminInvoicesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/invoices",
  staticData: { title: "adminInvoices" },
  component: lazyRouteComponent(() => import("../screens/admin/invoices-screen"), "InvoicesScreen"),
});
