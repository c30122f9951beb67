import { createRoute } from "@tanstack/react-router";
import { adminRoute } from "./admin";

export const adminManifestRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/manifest",
  staticData: { title: "adminManifest" },
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => {
    const eventId = Number(search.eventId);
    return Number.isInteger(eventId) && eventId > 0 ? { eventId } : {};
  },
}).lazy(() => import("./admin-manifest.lazy").then((m) => m.adminManifestLazyRoute));
