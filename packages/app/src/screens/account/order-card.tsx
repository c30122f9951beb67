import { formatPhone, type TAccountOrder, type TAccountTicket } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { BillingEditor } from "./billing-editor";
import { OrderFiles } from "./order-files";
import { OrderRefund } from "./order-refund";
import { TicketAnswers } from "./ticket-answers";
import { TicketLogisticsEditor } from "./ticket-logistics-editor";
import { useActiveLocale } from "../../i18n/use-locale";
import { ticketTypeName } from "../../i18n/ticket-type-name";
import { useFormat } from "../../i18n/use-format";
import { LocalizedText, useLocalizedEvent } from "../../i18n/localized-event";
import { ShortCode } from "../../components/short-code";
import { PriceLines } from "../../components/price-lines";

function TicketItem({ ticket, order }: { ticket: TAccountTicket; order: TAccountOrder }) {
  const format = useFormat();
  const online = order.is_online;
  const orderId = order.order_id;
  const localized = useLocalizedEvent({
    name: order.event_name,
    eventCategory: ticket.event_category,
    eventCategoryVi: order.event_category_vi,
    place: ticket.place,
    placeVi: order.place_vi,
    location: ticket.location,
    locationVi: order.location_vi,
  });
  const locale = useActiveLocale();
  const { t } = useTranslation("account");
  const title = t("ticket.title", { number: String(ticket.number), firstName: ticket.firstname, lastName: ticket.lastname });
  return (
    <li className="card user-ticket">
      <div className="user-ticket-body">
        <h3>{title}</h3>
        <p className="meta">
          <LocalizedText text={localized.category} /> · <time dateTime={ticket.date_start}>{format.dateRange(ticket.date_start, ticket.date_end, order.time_zone)}</time>
        </p>
        <p className="meta">
          <LocalizedText text={localized.place} />, <LocalizedText text={localized.location} />
        </p>
        <dl className="facts">
          {ticket.status === "valid" && (
            <>
              <dt>{t("ticket.shortCode")}</dt>
              <dd><ShortCode code={ticket.short_code} /></dd>
            </>
          )}
          {ticket.ticket_type && (
            <>
              <dt>{t("ticket.ticketType")}</dt>
              <dd>{ticketTypeName(ticket.ticket_type, locale)}</dd>
            </>
          )}
          <dt>{t("ticket.status")}</dt>
          <dd><span className="status-badge" data-status={ticket.status}>{t("ticket.statusValue", { status: ticket.status })}</span></dd>
          <dt>{t("ticket.price")}</dt>
          <dd>{format.money(ticket.paid_minor, ticket.currency)}</dd>
          <dt>{t("ticket.email")}</dt>
          <dd>{ticket.email}</dd>
          <dt>{t("ticket.phone")}</dt>
          <dd>{formatPhone(ticket.phone)}</dd>
          {ticket.guardian_consent !== "notNeeded" && (
            <>
              <dt>{t("ticket.guardianConsent")}</dt>
              <dd><span className="status-badge" data-status={ticket.guardian_consent === "given" ? "paid" : "pending"}>{t(`ticket.consent.${ticket.guardian_consent}`)}</span></dd>
            </>
          )}
        </dl>
        {ticket.status === "valid" && (
          <p>
            <a href={`/files/orders/${orderId}/tickets/${ticket.id}.pdf?lang=${locale}`} target="_blank" rel="noopener">
              {t("files.ticket", { title })}
            </a>
          </p>
        )}
        {ticket.asks_questions && <TicketAnswers ticketId={ticket.id} title={title} />}
        {!online && <TicketLogisticsEditor ticketId={ticket.id} title={title} />}
      </div>
      {ticket.qrcode && <img className="user-ticket-qr" src={ticket.qrcode} width={160} height={160} alt={t("ticket.qrAlt", { title })} />}
    </li>
  );
}

/**
 * One order with its tickets. The specification's Refund button stays disabled; a buyer asks for a
 * refund through the separate "Request a refund" link, shown only before the event's refund date.
 */
export function OrderCard({ order, tickets }: { order: TAccountOrder; tickets: TAccountTicket[] }) {
  const { t } = useTranslation("account");
  const localized = useLocalizedEvent({ name: order.event_name, nameVi: order.event_name_vi });
  const format = useFormat();
  return (
    <article className="order-card" aria-labelledby={`order-${order.order_id}`}>
      <header className="order-header">
        <div>
          <h2 id={`order-${order.order_id}`}><LocalizedText text={localized.name} /></h2>
          <p className="meta">
            {t("order.number", { orderId: String(order.order_id) })} · <time dateTime={order.created_at}>{format.when(order.created_at)}</time> · <span className="status-badge" data-status={order.display_state}>{t("order.status", { status: order.total === 0 && order.status === "paid" ? "confirmed" : order.display_state })}</span> ·{" "}
            {order.total === 0 ? t("order.free") : format.money(order.price_lines.totalMinor, order.currency)}
          </p>
        </div>
        <button type="button" className="btn btn-ghost" disabled>{t("order.refund")}</button>
      </header>
      {order.price_lines.totalMinor > 0 && <PriceLines lines={order.price_lines} />}
      {order.status === "paid" && <OrderFiles order={order} eventId={tickets[0]?.eventId} />}
      {order.join_link ? (
        <p className="order-join">
          <a className="btn btn-primary" href={order.join_link} target="_blank" rel="noopener noreferrer">{t("order.joinOnline")}</a>{" "}
          <span className="meta">{order.join_link}</span>
        </p>
      ) : (
        order.is_online && order.status === "paid" && <p className="meta">{t("order.joinLinkPending")}</p>
      )}
      <OrderRefund orderId={order.order_id} />
      {(order.status === "paid" || order.status === "pending") && order.total > 0 && <BillingEditor orderId={order.order_id} paid={order.status === "paid"} />}
      <ul className="user-tickets">
        {tickets.map((ticket) => (
          <TicketItem key={ticket.id} ticket={ticket} order={order} />
        ))}
      </ul>
    </article>
  );
}
