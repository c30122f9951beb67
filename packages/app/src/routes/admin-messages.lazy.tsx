import { createLazyRoute } from "@tanstack/react-router";
import { MessagesScreen } from "../screens/admin/messages-screen";

export const adminMessagesLazyRoute = createLazyRoute("/admin/messages")({
  component: AdminMessagesPage,
});

function AdminMessagesPage() {
  const { eventId } = adminMessagesLazyRoute.useSearch();
  return <MessagesScreen eventId={eventId} />;
}
