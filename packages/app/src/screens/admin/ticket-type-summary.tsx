import type { TTicketTypeOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";

interface Props {
  type: TTicketTypeOutput;
  isDefault: boolean;
  currency: string;
  timeZone: string;
}

/** The sale window of a type on the event's clock, or nothing when it is always on sale. */
function useSaleWindow(type: TTicketTypeOutput, timeZone: string): string | null {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const from = type.saleStartsAt && format.dateTime(type.saleStartsAt, timeZone);
  const until = type.saleEndsAt && format.dateTime(type.saleEndsAt, timeZone);
  if (from && until) return t("ticketTypes.onSaleBetween", { from, until });
  if (from) return t("ticketTypes.onSaleFrom", { date: from });
  if (until) return t("ticketTypes.onSaleUntil", { date: until });
  return null;
}

/** What a ticket type offers: names, price, default marker, tickets taken against its quota, sale window and desk. */
export function TicketTypeSummary({ type, isDefault, currency, timeZone }: Props) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const saleWindow = useSaleWindow(type, timeZone);
  const details = [
    format.money(type.priceMinor, currency),
    ...(isDefault ? [t("ticketTypes.default")] : []),
    type.quota === null ? t("ticketTypes.taken", { taken: type.taken }) : t("ticketTypes.takenOfQuota", { taken: type.taken, quota: type.quota }),
    ...(saleWindow ? [saleWindow] : []),
    ...(type.deskSells ? [] : [t("ticketTypes.notAtDesk")]),
  ];
  return (
    <>
      <strong>{type.name}</strong> {type.nameVi && <span lang="vi">({type.nameVi})</span>}
      <span className="meta"> {details.join(" · ")}</span>
    </>
  );
}
