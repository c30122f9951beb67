import { Link, Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import "./admin.css";
import { NotAllowed } from "./not-allowed";
import { useBackOfficeRole } from "./use-back-office-role";

const STAFF_LINKS = [
  { to: "/admin/events", label: "nav.events" },
  { to: "/admin/discounts", label: "nav.discounts" },
  { to: "/admin/orders", label: "nav.orders" },
  { to: "/admin/manifest", label: "nav.manifest" },
  { to: "/admin/inbox", label: "nav.inbox" },
] as const;

const ADMIN_LINKS = [
  { to: "/admin/users", label: "nav.users" },
  { to: "/admin/audit", label: "nav.audit" },
] as const;

/** The organisers' back office: staff and admins only, with its own navigation. */
export function AdminLayout() {
  const { t } = useTranslation("admin");
  const role = useBackOfficeRole();
  if (role !== "staff" && role !== "admin") return <NotAllowed />;
  const links = role === "admin" ? [...STAFF_LINKS, ...ADMIN_LINKS] : STAFF_LINKS;
  return (
    <div className="admin container">
      <nav className="admin-nav" aria-label={t("nav.label")}>
        <p className="admin-nav-title">{t("nav.title")}</p>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} activeProps={{ "aria-current": "page" }}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}
