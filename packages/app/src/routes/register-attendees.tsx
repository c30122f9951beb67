import { createRoute, redirect } from "@tanstack/react-router";
import { ZEventIdInput, ZNumTickets } from "@vyc/validators";
import { AttendeesScreen } from "../screens/registration/attendees-screen";
import { rootRoute } from "./root";
import { requireSession } from "../lib/route-guards";

export const registerAttendeesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/$eventId/$numTickets",
  beforeLoad: requireSession,
  loader: ({ params }) => {
    if (!ZEventIdInput.safeParse({ id: params.eventId }).success || !ZNumTickets.safeParse(params.numTickets).success) {
      throw redirect({ to: "/", replace: true });
    }
  },
  component: function RegisterAttendeesPage() {
    const { eventId, numTickets } = registerAttendeesRoute.useParams();
    return <AttendeesScreen key={`${eventId}/${numTickets}`} eventId={Number(eventId)} numTickets={Number(numTickets)} />;
  },
});
