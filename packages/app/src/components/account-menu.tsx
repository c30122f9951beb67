import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@tanstack/react-router";
import ChevronDown from "lucide-react/icons/chevron-down";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import ScanLine from "lucide-react/icons/scan-line";
import Ticket from "lucide-react/icons/ticket";
import UserCog from "lucide-react/icons/user-cog";
import { useTranslation } from "react-i18next";

interface Props {
  /** Staff and admins also reach the desk and the back office from here. */
  staff: boolean;
  onNavigate: () => void;
}

/**
 * The signed-in visitor's Account menu, holding every account link (tickets, settings, the desk and
 * back office for staff, logout) so the header stays one line in both languages. Escape and a click
 * outside close it, arrow keys move in it.
 */
export function AccountMenu({ staff, onNavigate }: Props) {
  const { t } = useTranslation("common");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="btn btn-ghost">
        {t("header.account")}
        <ChevronDown aria-hidden="true" size={18} className="dropdown-chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className="dropdown-menu" align="end" sideOffset={6}>
        <DropdownMenu.Item asChild>
          <Link to="/account/tickets" onClick={onNavigate}>
            <Ticket aria-hidden="true" size={18} />
            {t("header.tickets")}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link to="/account/settings" onClick={onNavigate}>
            <UserCog aria-hidden="true" size={18} />
            {t("header.settings")}
          </Link>
        </DropdownMenu.Item>
        {staff && (
          <>
            <DropdownMenu.Separator className="dropdown-separator" />
            <DropdownMenu.Item asChild>
              <Link to="/staff" onClick={onNavigate}>
                <ScanLine aria-hidden="true" size={18} />
                {t("header.desk")}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <Link to="/admin" onClick={onNavigate}>
                <LayoutDashboard aria-hidden="true" size={18} />
                {t("header.admin")}
              </Link>
            </DropdownMenu.Item>
          </>
        )}
        <DropdownMenu.Separator className="dropdown-separator" />
        <DropdownMenu.Item asChild>
          <a href="/logout">
            <LogOut aria-hidden="true" size={18} />
            {t("header.logout")}
          </a>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
