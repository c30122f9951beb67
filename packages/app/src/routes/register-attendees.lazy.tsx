import { createLazyRoute } from "@tanstack/react-router";
import { AttendeesScreen } from "../screens/registration/attendees-screen";

export const registerAttendeesLazyRoute = createLazyRoute("/register/$eventId/$numTickets")({
  component: RegisterAttendeesPage,
});

function RegisterAttendeesPage() {
  const { eventId, numTickets } = registerAttendeesLazyRoute.useParams();
  return <AttendeesScreen key={`${eventId}/${numTickets}`} eventId={Number(eventId)} numTickets={Number(numTickets)} />;
}
