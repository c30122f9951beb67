import { createRoute } from "@tanstack/react-router";
import { ManifestScreen } from "../screens/admin/manifest-screen";
import { adminRoute } from "./admin";

export const adminManifestRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/manifest",
  validateSearch: (search: Record<string, unknown>): { eventId?: number } => {
    const eventId = Number(search.eventId);
    return Number.isInteger(eventId) && eventId > 0 ? { eventId } : {};
  },
  component: function AdminManifestPage() {
    const { eventId } = adminManifestRoute.useSearch();
    return <ManifestScreen eventId={eventId} />;
  },
});
