import { createLazyRoute } from "@tanstack/react-router";
import { EventEditScreen } from "../screens/admin/event-edit-screen";

export const adminEventEditLazyRoute = createLazyRoute("/admin/events/$eventId")({
  component: AdminEventEditPage,
});

function AdminEventEditPage() {
  const { eventId } = adminEventEditLazyRoute.useParams();
  return <EventEditScreen key={eventId} eventId={Number(eventId)} />;
}
