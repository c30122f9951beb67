import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

/** A walk-in attendee's personal link from the desk's tickets e-mail; no sign-in needed. */
export const attendeeDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/attendee-details/$token",
  staticData: { title: "attendeeDetails" },
  loader: loadTexts("registration"),
  component: lazyRouteComponent(() => import("../screens/registration/attendee-details-screen"), "AttendeeDetailsScreen"),
});
