import { Link } from "@tanstack/react-router";
import { LanguageSwitch } from "../../components/language-switch";
import { DeskStatus } from "./desk-status";
import { useDesk } from "./use-desk";

const DESK_NAV = [
  { to: "/staff", label: "Desk" },
  { to: "/staff/sale", label: "Walk-in sale" },
  { to: "/staff/lookup", label: "Lookup" },
  { to: "/staff/check-in", label: "Check-in" },
] as const;

/** The desk's own navigation, who is signed in, the connection and the sign-out. */
export function DeskHeader({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  const { shell } = useDesk();
  return (
    <div className="desk-header">
      <div className="container desk-header-row">
        <nav aria-label="Desk">
          <ul>
            {DESK_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: true }} activeProps={{ "aria-current": "page" }}>
                  {item.label}
                </Link>
              </li>
            ))}
            {shell === "kiosk" && (
              <>
                <li>
                  <Link to="/admin">Back office</Link>
                </li>
                <li>
                  <Link to="/staff/settings" activeProps={{ "aria-current": "page" }}>Settings</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <DeskStatus />
        <LanguageSwitch />
        <div className="desk-user">
          <span>{email ?? "Signed in (offline)"}</span>
          {shell === "kiosk" && (
            <button type="button" className="btn btn-ghost" onClick={onSignOut}>
              Sign out
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
