import { Link } from "@tanstack/react-router";
import { LayoutGrid, LayoutDashboard, ScanQrCode, Search, Settings, ShoppingCart, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/language-switch";
import { DeskStatus } from "./desk-status";
import { useDesk } from "./use-desk";

const DESK_NAV: Array<{ to: "/staff" | "/staff/sale" | "/staff/lookup" | "/staff/check-in"; label: string; icon: LucideIcon }> = [
  { to: "/staff", label: "nav.home", icon: LayoutGrid },
  { to: "/staff/sale", label: "nav.sale", icon: ShoppingCart },
  { to: "/staff/lookup", label: "nav.lookup", icon: Search },
  { to: "/staff/check-in", label: "nav.checkIn", icon: ScanQrCode },
];

/** The desk's own navigation, who is signed in, the connection and the sign-out. */
export function DeskHeader({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  const { t } = useTranslation("desk");
  const { shell } = useDesk();
  return (
    <div className="desk-header">
      <div className="container desk-header-row">
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
            {shell === "kiosk" && (
              <>
                <li>
                  <Link to="/admin">
                    <LayoutDashboard aria-hidden="true" size={20} />
                    {t("nav.backOffice")}
                  </Link>
                </li>
                <li>
                  <Link to="/staff/settings" activeProps={{ "aria-current": "page" }}>
                    <Settings aria-hidden="true" size={20} />
                    {t("nav.settings")}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="desk-tools">
          <DeskStatus />
          <LanguageSwitch />
          <div className="desk-user">
          <span className="desk-user-email">{email ?? t("nav.signedInOffline")}</span>
          {shell === "kiosk" && (
            <button type="button" className="btn btn-ghost" onClick={onSignOut}>
              {t("nav.signOut")}
            </button>
          )}
          </div>
        </div>
      </div>
    </div>
  );
}
