import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@tanstack/react-router";
import { ChevronDown, Ticket, UserCog } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The signed-in visitor's Account menu: Escape and a click outside close it, arrow keys move in it. */
export function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
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
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
