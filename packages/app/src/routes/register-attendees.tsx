import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { requireSession } from "../lib/route-guards";

export const registerAttendeesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register/$eventId/$numTickets",
  staticData: { title: "attendees" },
  beforeLoad: requireSession,
  loader: async ({ params, context }) => {
    // The schemas come with the registration screens, not with the public pages.
    const [{ ZEventIdInput, ZNumTickets }] = await Promise.all([import("../lib/registration-params"), context.i18n.loadNamespaces(["registration"])]);
    if (!ZEventIdInput.safeParse({ id: params.eventId }).success || !ZNumTickets.safeParse(params.numTickets).success) {
      throw redirect({ to: "/", replace: true });
    }
  },
}).lazy(() => import("./register-attendees.lazy").then((m) => m.registerAttendeesLazyRoute));
