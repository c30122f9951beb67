import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminMessagesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/messages",
  staticData: { title: "adminMessages" },
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => {
    const eventId = Number(search.eventId);
    return Number.isInteger(eventId) && eventId > 0 ? { eventId } : {};
  },
}).lazy(() => import("./admin-messages.lazy").then((m) => m.adminMessagesLazyRoute));
