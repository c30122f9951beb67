import { createRootRouteWithContext, Link, Outlet, useLocation } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { DocumentTitle, PageTitle } from "../components/page-title";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { ToasterSlot } from "../components/toaster-slot";
import { LocaleSync } from "../i18n/locale-sync";
import type { RouterContext } from "../lib/app-context";

/** The areas that bring their own chrome: the back office and the desk. */
const OWN_SHELLS = ["/admin", "/staff"] as const;

function RootLayout() {
  const { t } = useTranslation("common");
  // The desk kiosk has its own navigation (the site's login and account links are the web's).
  const { shell } = rootRoute.useRouteContext();
  // The back office has its own full-width shell (side navigation) and the desk its own header with
  // the language switch, instead of the site's header and footer.
  const ownShell = useLocation({ select: (location) => OWN_SHELLS.some((root) => location.pathname === root || location.pathname.startsWith(`${root}/`)) });
  const siteChrome = shell === "web" && !ownShell;
  return (
    <DocumentTitle>
      <div className="app-shell">
        <LocaleSync />
        <a className="skip-link" href="#main">{t("layout.skipToContent")}</a>
        {siteChrome && <SiteHeader />}
        <main id="main">
          <Outlet />
        </main>
        {siteChrome && <SiteFooter />}
        <ToasterSlot />
      </div>
    </DocumentTitle>
  );
}

function NotFound() {
  const { t } = useTranslation("common");
  return (
    <section className="container page">
      <PageTitle text={t("layout.notFoundTitle")} />
      <h1>{t("layout.notFoundTitle")}</h1>
      <p>{t("layout.notFoundText")}</p>
      <p className="not-found-links">
        <Link to="/" className="btn btn-primary">{t("layout.notFoundHome")}</Link>
        <Link to="/events" className="btn btn-ghost">{t("layout.notFoundEvents")}</Link>
      </p>
    </section>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
