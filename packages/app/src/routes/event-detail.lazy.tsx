import { createLazyRoute } from "@tanstack/react-router";
import { EventDetail } from "../screens/events/event-detail";

export const eventDetailLazyRoute = createLazyRoute("/events/$id")({
  component: EventDetailPage,
});

function EventDetailPage() {
  const { id } = eventDetailLazyRoute.useParams();
  const { preview = false } = eventDetailLazyRoute.useSearch();
  return <EventDetail key={`${id}-${String(preview)}`} id={Number(id)} preview={preview} />;
}
