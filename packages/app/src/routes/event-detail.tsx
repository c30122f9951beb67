import { createRoute } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

export const eventDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/events/$id",
  staticData: { title: "event" },
  loader: loadTexts("events"),
}).lazy(() => import("./event-detail.lazy").then((m) => m.eventDetailLazyRoute));
