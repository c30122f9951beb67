import { useMatches } from "@tanstack/react-router";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The routes' page titles (`titles.<key>` of the common catalog), named in each route's `staticData.title`. */
type PageTitleKey =
  | "login" | "signup" | "forgetPassword" | "resetPassword" | "tickets" | "settings" | "verify"
  | "events" | "event" | "attendees" | "logistic" | "flights" | "checkingPublicEvent" | "confirmAttendance" | "checkout" | "response"
  | "introduction" | "about" | "terms" | "privacy" | "guardianConsent" | "attendeeDetails" | "waitingOffer"
  | "admin" | "adminEvents" | "adminEventNew" | "adminEventEdit" | "adminDiscounts" | "adminOrders" | "adminOrder" | "adminRefunds" | "adminManifest" | "adminInbox" | "adminUsers" | "adminAudit" | "adminInvoices" | "adminReports" | "adminSettings" | "adminDashboard" | "adminWaitingList" | "adminOutbox" | "adminMessages"
  | "desk" | "deskSignIn" | "deskSale" | "deskOrder" | "deskLookup" | "deskCheckIn" | "deskSettings";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The page's title; the deepest matched route that names one wins. Home keeps the site's title. */
    title?: PageTitleKey;
  }
}

const SetPageTitle = createContext<(title: string | null) => void>(() => undefined);

/**
 * Keeps `document.title` on the page shown: "<page> · Vietnamese Youth Camps" from the deepest
 * route's title, or from a screen's own (an event's name, "Page not found"), in the active language.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const [own, setOwn] = useState<string | null>(null);
  const key = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title });
  const page = own ?? (key ? t(`titles.${key}`) : null);
  const title = page ? t("titles.page", { page }) : t("titles.site");
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <SetPageTitle.Provider value={setOwn}>{children}</SetPageTitle.Provider>;
}

/** A screen's own title, while it is shown (instead of its route's). */
export function PageTitle({ text }: { text: string }) {
  const set = useContext(SetPageTitle);
  useEffect(() => {
    set(text);
    return () => set(null);
  }, [set, text]);
  return null;
}
