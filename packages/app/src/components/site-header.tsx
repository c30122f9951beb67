import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useServerNotices } from "../lib/server-notices";
import { useSession } from "../lib/use-session";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/events", label: "Events" },
  { to: "/introduction", label: "Introduction" },
  { to: "/about", label: "About" },
] as const;

function AccountControls({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (session.status === "unknown") return null;
  if (session.status === "anonymous") {
    return (
      <div className="account-controls">
        <Link to="/login" className="btn btn-ghost" onClick={onNavigate}>
          Login
        </Link>
        <Link to="/signup" className="btn btn-primary" onClick={onNavigate}>
          Signup
        </Link>
      </div>
    );
  }
  return (
    <div className="account-controls">
      {(session.user.role === "staff" || session.user.role === "admin") && (
        <Link to="/staff" className="btn btn-ghost" onClick={onNavigate}>
          Desk
        </Link>
      )}
      {(session.user.role === "staff" || session.user.role === "admin") && (
        <Link to="/admin" className="btn btn-ghost" onClick={onNavigate}>
          Admin
        </Link>
      )}
      <div className="dropdown">
        <button type="button" className="btn btn-ghost" aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen((v) => !v)}>
          Account ▾
        </button>
        {open && (
          <div className="dropdown-menu" role="menu">
            <Link to="/account/tickets" role="menuitem" onClick={() => { setOpen(false); onNavigate(); }}>
              Tickets
            </Link>
            <Link to="/account/settings" role="menuitem" onClick={() => { setOpen(false); onNavigate(); }}>
              Settings
            </Link>
          </div>
        )}
      </div>
      <a href="/logout" className="btn btn-primary">
        Logout
      </a>
    </div>
  );
}

export function SiteHeader() {
  useServerNotices();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to="/" className="brand" onClick={close}>
          <span className="brand-mark" aria-hidden="true">VYC</span>
          <span className="brand-name">Vietnamese Youth Camps</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((v) => !v)}
        >
          ☰
        </button>
        <nav id="main-menu" className={menuOpen ? "main-menu open" : "main-menu"} aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={close} activeOptions={{ exact: item.to === "/" }} activeProps={{ "aria-current": "page" }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <AccountControls onNavigate={close} />
        </nav>
      </div>
    </header>
  );
}
