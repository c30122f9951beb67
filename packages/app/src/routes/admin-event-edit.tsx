import { createRoute } from "@tanstack/react-router";
import { EventEditScreen } from "../screens/admin/event-edit-screen";
import { adminRoute } from "./admin";

export const adminEventEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/events/$eventId",
  component: function AdminEventEditPage() {
    const { eventId } = adminEventEditRoute.useParams();
    return <EventEditScreen key={eventId} eventId={Number(eventId)} />;
  },
});
