import { createRoute } from "@tanstack/react-router";
import { EventDetail } from "../screens/events/event-detail";
import { rootRoute } from "./root";

export const eventDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/events/$id",
  component: function EventDetailPage() {
    const { id } = eventDetailRoute.useParams();
    return <EventDetail key={id} id={Number(id)} />;
  },
});
