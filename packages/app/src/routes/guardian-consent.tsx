import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root";
import { loadTexts } from "../lib/load-texts";

/** A parent's or guardian's personal link from the consent e-mail; no sign-in needed. */
export const guardianConsentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/guardian-consent/$token",
  staticData: { title: "guardianConsent" },
  loader: loadTexts("registration"),
  component: lazyRouteComponent(() => import("../screens/privacy/guardian-consent-screen"), "GuardianConsentScreen"),
});
