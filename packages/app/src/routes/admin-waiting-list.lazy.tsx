import { createLazyRoute } from "@tanstack/react-router";
import { WaitingListScreen } from "../screens/admin/waiting-list-screen";

export const adminWaitingListLazyRoute = createLazyRoute("/admin/events/$eventId/waiting-list")({
  component: AdminWaitingListPage,
});

function AdminWaitingListPage() {
  const { eventId } = adminWaitingListLazyRoute.useParams();
  return <WaitingListScreen key={eventId} eventId={Number(eventId)} />;
}
