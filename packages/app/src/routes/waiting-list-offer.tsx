import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { loadTexts } from "../lib/load-texts";
import { requireSession } from "../lib/route-guards";
import { rootRoute } from "./root";

/** The personal link of a waiting-list offer e-mail; its person signs in to see and claim it. */
export const waitingListOfferRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/waiting-list/offers/$token",
  staticData: { title: "waitingOffer" },
  beforeLoad: requireSession,
  loader: loadTexts("account"),
  component: lazyRouteComponent(() => import("../screens/waiting-list/offer-screen"), "OfferScreen"),
});
