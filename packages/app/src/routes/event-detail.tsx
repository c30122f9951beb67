import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const eventDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/events/$id",
  staticData: { title: "event" },
  /** `?preview=1`: staff see the event's page as visitors will, even while it is a draft. */
  validateSearch: (search: Record<string, unknown>): { preview?: true } => (search.preview === 1 || search.preview === "1" || search.preview === true ? { preview: true } : {}),
  loader: loadTexts("events"),
}).lazy(() => import("./event-detail.lazy").then((m) => m.eventDetailLazyRoute));
