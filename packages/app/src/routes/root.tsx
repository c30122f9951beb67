import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { LIMITS } from "@vyc/validators";
import { Toaster } from "sonner";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import type { RouterContext } from "../lib/app-context";

function RootLayout() {
  // The desk kiosk has its own navigation (the site's login and account links are the web's).
  const { shell } = rootRoute.useRouteContext();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">Skip to content</a>
      {shell === "web" && <SiteHeader />}
      <main id="main">
        <Outlet />
      </main>
      {shell === "web" && <SiteFooter />}
      <Toaster
        position="top-right"
        closeButton
        richColors
        duration={LIMITS.toastDurationMs}
        visibleToasts={LIMITS.toastMaxVisible}
        toastOptions={{ style: { width: LIMITS.toastWidthPx } }}
      />
    </div>
  );
}

function NotFound() {
  return (
    <section className="container page">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
    </section>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
