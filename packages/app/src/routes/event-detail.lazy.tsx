import { createLazyRoute } from "@tanstack/react-router";
import { EventDetail } from "../screens/events/event-detail";

export const eventDetailLazyRoute = createLazyRoute("/events/$id")({
  component: EventDetailPage,
});

function EventDetailPage() {
  const { id } = eventDetailLazyRoute.useParams();
  return <EventDetail key={id} id={Number(id)} />;
}
