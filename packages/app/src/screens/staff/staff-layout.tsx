import { Navigate, Outlet, useLocation } from "@tanstack/react-router";
import { KIOSK_LIMITS } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import "./desk.css";
import { DeskHeader } from "./desk-header";
import { DeskStateProvider } from "./desk-state";
import { useDesk } from "./use-desk";
import { useDeskSession } from "./use-desk-session";
import { useDeskSignOut } from "./use-desk-sign-out";
import { useIdleLock } from "./use-idle-lock";

const OPEN_PAGES = new Set(["/staff/sign-in", "/staff/settings"]);

/**
 * Every /staff screen, under the desk's one header: only staff and admins get past it, the others
 * sign in on the desk and come back to the page they asked for. The kiosk locks itself after 10
 * minutes without input; the connection is watched and offline check-ins synced throughout.
 */
export function StaffLayout() {
  const { t } = useTranslation("desk");
  const session = useDeskSession();
  const { shell } = useDesk();
  const pathname = useLocation({ select: (location) => location.pathname });
  // Sign-in and the kiosk settings (the server address) are needed before anyone is signed in.
  const onOpenPage = OPEN_PAGES.has(pathname);
  const signOut = useDeskSignOut();
  const signedIn = session.status === "signed-in";
  useIdleLock(shell === "kiosk" && signedIn, KIOSK_LIMITS.idleLockMs, () => void signOut("locked"));

  return (
    <DeskStateProvider signedIn={signedIn}>
      <div className="desk">
        <DeskHeader session={session} onSignOut={() => void signOut()} />
        {onOpenPage ? (
          <Outlet />
        ) : session.status === "checking" ? (
          <Loader label={t("layout.checking")} />
        ) : session.status === "signed-out" ? (
          <Navigate to="/staff/sign-in" search={pathname === "/staff" ? {} : { next: pathname }} replace />
        ) : session.status === "not-staff" ? (
          <section className="container page">
            <h1>{t("layout.staffOnly")}</h1>
            <p className="error-banner" role="alert">{t("layout.notStaff", { email: session.email })}</p>
          </section>
        ) : (
          <Outlet />
        )}
      </div>
    </DeskStateProvider>
  );
}
