import { Link, Outlet } from "@tanstack/react-router";
import "./admin.css";
import { NotAllowed } from "./not-allowed";
import { useBackOfficeRole } from "./use-back-office-role";

const STAFF_LINKS = [
  { to: "/admin/events", label: "Events" },
  { to: "/admin/discounts", label: "Discounts" },
  { to: "/admin/orders", label: "Orders & attendees" },
  { to: "/admin/manifest", label: "Logistics manifest" },
  { to: "/admin/inbox", label: "Inbox" },
] as const;

const ADMIN_LINKS = [
  { to: "/admin/users", label: "Users" },
  { to: "/admin/audit", label: "Audit log" },
] as const;

/** The organisers' back office: staff and admins only, with its own navigation. */
export function AdminLayout() {
  const role = useBackOfficeRole();
  if (role !== "staff" && role !== "admin") return <NotAllowed />;
  const links = role === "admin" ? [...STAFF_LINKS, ...ADMIN_LINKS] : STAFF_LINKS;
  return (
    <div className="admin container">
      <nav className="admin-nav" aria-label="Back office">
        <p className="admin-nav-title">Back office</p>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} activeProps={{ "aria-current": "page" }}>
                {link.label}
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
