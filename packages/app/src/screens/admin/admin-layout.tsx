import * as Collapsible from "@radix-ui/react-collapsible";
import { Link, Outlet, useLocation, useRouteContext } from "@tanstack/react-router";
import CalendarDays from "lucide-react/icons/calendar-days";
import ExternalLink from "lucide-react/icons/external-link";
import FileText from "lucide-react/icons/file-text";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Settings from "lucide-react/icons/settings";
import Inbox from "lucide-react/icons/inbox";
import Landmark from "lucide-react/icons/landmark";
import LogOut from "lucide-react/icons/log-out";
import MailWarning from "lucide-react/icons/mail-exclamation-point";
import Menu from "lucide-react/icons/menu";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import Plane from "lucide-react/icons/plane";
import ReceiptText from "lucide-react/icons/receipt-text";
import ScrollText from "lucide-react/icons/scroll-text";
import Send from "lucide-react/icons/send";
import TicketPercent from "lucide-react/icons/ticket-percent";
import Undo2 from "lucide-react/icons/undo-2";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";
import type { LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../components/language-switch";
import { useMediaQuery, NARROW_SCREEN } from "../../lib/use-media-query";
import { useSession } from "../../lib/use-session";
import "./admin.css";
import { NotAllowed } from "./not-allowed";
import { useBackOfficeRole } from "./use-back-office-role";

interface NavLink {
  to: "/admin" | "/admin/events" | "/admin/discounts" | "/admin/orders" | "/admin/refunds" | "/admin/manifest" | "/admin/inbox" | "/admin/outbox" | "/admin/messages" | "/admin/users" | "/admin/audit" | "/admin/invoices" | "/admin/reports" | "/admin/settings";
  label: string;
  icon: LucideIcon;
}

const STAFF_LINKS: NavLink[] = [
  { to: "/admin", label: "nav.dashboard", icon: LayoutDashboard },
  { to: "/admin/events", label: "nav.events", icon: CalendarDays },
  { to: "/admin/discounts", label: "nav.discounts", icon: TicketPercent },
  { to: "/admin/orders", label: "nav.orders", icon: ReceiptText },
  { to: "/admin/refunds", label: "refunds:requests.nav", icon: Undo2 },
  { to: "/admin/invoices", label: "nav.invoices", icon: FileText },
  { to: "/admin/reports", label: "nav.reports", icon: Landmark },
  { to: "/admin/manifest", label: "nav.manifest", icon: Plane },
  { to: "/admin/messages", label: "messages:nav", icon: Send },
  { to: "/admin/inbox", label: "nav.inbox", icon: Inbox },
  { to: "/admin/outbox", label: "nav.outbox", icon: MailWarning },
];

const ADMIN_LINKS: NavLink[] = [
  { to: "/admin/users", label: "nav.users", icon: Users },
  { to: "/admin/audit", label: "nav.audit", icon: ScrollText },
  { to: "/admin/settings", label: "nav.settings", icon: Settings },
];

/**
 * The organisers' back office: staff and admins only, in a full-width shell of its own (side
 * navigation, the page's header with its actions). On a phone the navigation folds into a menu.
 */
export function AdminLayout() {
  const { t } = useTranslation("admin");
  const role = useBackOfficeRole();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  // A link followed from the folded menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);
  if (role !== "staff" && role !== "admin") return <NotAllowed />;
  const links = role === "admin" ? [...STAFF_LINKS, ...ADMIN_LINKS] : STAFF_LINKS;
  return (
    <div className="bo-shell">
      <Collapsible.Root className="bo-sidebar" open={!narrow || menuOpen} onOpenChange={setMenuOpen}>
        <div className="bo-brand-row">
          <Link to="/admin" className="bo-brand">
            <span className="brand-mark" aria-hidden="true">VYC</span>
            <span>{t("nav.title")}</span>
          </Link>
          {narrow && (
            <Collapsible.Trigger className="bo-menu-toggle">
              {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
              {t("nav.menu")}
            </Collapsible.Trigger>
          )}
        </div>
        <Collapsible.Content className="bo-sidebar-content">
          <nav aria-label={t("nav.label")} className="bo-nav">
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} activeOptions={{ exact: link.to === "/admin" }} activeProps={{ "aria-current": "page" }}>
                    <link.icon aria-hidden="true" size={18} />
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SidebarFoot />
        </Collapsible.Content>
      </Collapsible.Root>
      <div className="bo-content">
        <Outlet />
      </div>
    </div>
  );
}

/** Who is signed in, the language, and the ways out: the desk, the public site, logging out. */
function SidebarFoot() {
  const { t } = useTranslation("admin");
  const shell = useRouteContext({ from: "__root__", select: (context) => context.shell });
  const session = useSession();
  return (
    <div className="bo-sidebar-foot">
      <ul className="bo-exits">
        <li>
          <Link to="/staff">
            <MonitorSmartphone aria-hidden="true" size={18} />
            {t("nav.desk")}
          </Link>
        </li>
        {shell === "web" && (
          <li>
            <Link to="/">
              <ExternalLink aria-hidden="true" size={18} />
              {t("nav.site")}
            </Link>
          </li>
        )}
      </ul>
      <LanguageSwitch />
      {session.user && <p className="bo-user">{session.user.email}</p>}
      {shell === "web" && (
        <a href="/logout" className="btn btn-ghost btn-small bo-logout">
          <LogOut aria-hidden="true" size={16} />
          {t("nav.logout")}
        </a>
      )}
    </div>
  );
}
