import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/language-switch";
import { DeskStatus } from "./desk-status";
import { useDesk } from "./use-desk";

const DESK_NAV = [
  { to: "/staff", label: "nav.home" },
  { to: "/staff/sale", label: "nav.sale" },
  { to: "/staff/lookup", label: "nav.lookup" },
  { to: "/staff/check-in", label: "nav.checkIn" },
] as const;

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
                  {t(item.label)}
                </Link>
              </li>
            ))}
            {shell === "kiosk" && (
              <>
                <li>
                  <Link to="/admin">{t("nav.backOffice")}</Link>
                </li>
                <li>
                  <Link to="/staff/settings" activeProps={{ "aria-current": "page" }}>{t("nav.settings")}</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <DeskStatus />
        <LanguageSwitch />
        <div className="desk-user">
          <span>{email ?? t("nav.signedInOffline")}</span>
          {shell === "kiosk" && (
            <button type="button" className="btn btn-ghost" onClick={onSignOut}>
              {t("nav.signOut")}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
