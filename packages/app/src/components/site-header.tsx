import { Link } from "@tanstack/react-router";
import ChevronDown from "lucide-react/icons/chevron-down";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerNotices } from "../lib/server-notices";
import { useSession } from "../lib/use-session";
import { LanguageSwitch } from "./language-switch";

/** The menu's code (Radix) loads only for signed-in visitors, so public pages stay light; until it has, its button waits disabled. */
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

const NAV = [
  { to: "/", key: "home" },
  { to: "/events", key: "events" },
  { to: "/introduction", key: "introduction" },
  { to: "/about", key: "about" },
] as const;

function AccountControls({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("common");
  const session = useSession();
  if (session.status === "unknown") {
    // Until the session is known (and on the server's pages), the signed-out controls' room is kept so the menu does not move.
    return (
      <div className="account-controls account-controls-pending" aria-hidden="true">
        <span className="btn btn-ghost">{t("header.login")}</span>
        <span className="btn btn-primary">{t("header.signup")}</span>
      </div>
    );
  }
  if (session.status === "anonymous") {
    return (
      <div className="account-controls">
        <Link to="/login" className="btn btn-ghost" onClick={onNavigate}>
          {t("header.login")}
        </Link>
        <Link to="/signup" className="btn btn-primary" onClick={onNavigate}>
          {t("header.signup")}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-controls">
      <Suspense
        fallback={
          <button type="button" className="btn btn-ghost" aria-haspopup="menu" aria-expanded="false" disabled>
            {t("header.account")}
            <ChevronDown aria-hidden="true" size={18} className="dropdown-chevron" />
          </button>
        }
      >
        <AccountMenu staff={session.user.role === "staff" || session.user.role === "admin"} onNavigate={onNavigate} />
      </Suspense>
    </div>
  );
}

export function SiteHeader() {
  const { t } = useTranslation("common");
  useServerNotices();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to="/" className="brand" onClick={close}>
          <span className="brand-mark" aria-hidden="true">VYC</span>
          <span className="brand-name">{t("header.brandName")}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
        </button>
        <nav id="main-menu" className={menuOpen ? "main-menu open" : "main-menu"} aria-label={t("header.mainNav")}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={close} activeOptions={{ exact: item.to === "/" }} activeProps={{ "aria-current": "page" }}>
                  {t(`header.nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitch />
          <AccountControls onNavigate={close} />
        </nav>
      </div>
    </header>
  );
}
