import type { TAccountOrder } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useActiveLocale } from "../../i18n/use-locale";

/** Links to an order's printable files: its invoice (or registration confirmation), its tickets and the event's calendar file. */
export function OrderFiles({ order, eventId }: { order: TAccountOrder; eventId: number | undefined }) {
  const { t } = useTranslation("account");
  const locale = useActiveLocale();
  const base = `/files/orders/${order.order_id}`;
  return (
    <ul className="order-files" aria-label={t("files.label", { orderId: String(order.order_id) })}>
      <li>
        <a className="btn btn-ghost" href={`${base}/invoice.pdf?lang=${locale}`} target="_blank" rel="noopener">
          {t(order.total === 0 ? "files.registration" : "files.invoice")}
        </a>
      </li>
      <li>
        <a className="btn btn-ghost" href={`${base}/tickets.pdf?lang=${locale}`} target="_blank" rel="noopener">{t("files.tickets")}</a>
      </li>
      {eventId !== undefined && (
        <li>
          <a className="btn btn-ghost" href={`/files/events/${eventId}/calendar.ics?lang=${locale}`} download>{t("files.calendar")}</a>
        </li>
      )}
    </ul>
  );
}
