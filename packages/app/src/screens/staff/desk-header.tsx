import { Link } from "@tanstack/react-router";
import LayoutGrid from "lucide-react/icons/layout-grid";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import ScanQrCode from "lucide-react/icons/scan-qr-code";
import Search from "lucide-react/icons/search";
import Settings from "lucide-react/icons/settings";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/language-switch";
import { DeskStatus } from "./desk-status";
import { useDesk } from "./use-desk";
import type { DeskSession } from "./use-desk-session";

const DESK_NAV: Array<{ to: "/staff" | "/staff/sale" | "/staff/lookup" | "/staff/check-in"; label: string; icon: LucideIcon }> = [
  { to: "/staff", label: "nav.home", icon: LayoutGrid },
  { to: "/staff/sale", label: "nav.sale", icon: ShoppingCart },
  { to: "/staff/lookup", label: "nav.lookup", icon: Search },
  { to: "/staff/check-in", label: "nav.checkIn", icon: ScanQrCode },
];

/**
 * The desk's one header, on the web as in the kiosk: its navigation once staff are signed in, the
 * connection, the language and who is signed in, with the sign-out.
 */
export function DeskHeader({ session, onSignOut }: { session: DeskSession; onSignOut: () => void }) {
  const { t } = useTranslation("desk");
  const { shell } = useDesk();
  return (
    <header className="desk-header">
      <div className="container desk-header-row">
        {session.status === "signed-in" && (
          <nav aria-label={t("nav.label")}>
            <ul>
              {DESK_NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} activeOptions={{ exact: true }} activeProps={{ "aria-current": "page" }}>
                    <item.icon aria-hidden="true" size={20} />
                    {t(item.label)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/admin">
                  <LayoutDashboard aria-hidden="true" size={20} />
                  {t("nav.backOffice")}
                </Link>
              </li>
              {shell === "kiosk" && (
                <li>
                  <Link to="/staff/settings" activeProps={{ "aria-current": "page" }}>
                    <Settings aria-hidden="true" size={20} />
                    {t("nav.settings")}
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
        <div className="desk-tools">
          <DeskStatus />
          <LanguageSwitch />
          {session.status === "signed-in" && (
            <div className="desk-user">
              <span className="desk-user-email">{session.email ?? t("nav.signedInOffline")}</span>
              <button type="button" className="btn btn-ghost" onClick={onSignOut}>
                {t("nav.signOut")}
              </button>
            </div>
          )}
          {session.status === "not-staff" && (
            <div className="desk-user">
              <span className="desk-user-email">{session.email}</span>
              <a href="/logout" className="btn btn-ghost">
                {t("nav.signOut")}
              </a>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
