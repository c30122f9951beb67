import { type TUserOrder, type TUserTicket } from "@vyc/validators";
import { TicketLogisticsEditor } from "./ticket-logistics-editor";
import { useFormat } from "../../i18n/use-format";

function TicketItem({ ticket, online }: { ticket: TUserTicket; online: boolean }) {
  const format = useFormat();
  const title = `Ticket ${ticket.number}: ${ticket.firstname} ${ticket.lastname}`;
  return (
    <li className="card user-ticket">
      <div className="user-ticket-body">
        <h3>{title}</h3>
        <p className="meta">
          {ticket.event_category} · <time dateTime={ticket.date_start}>{format.dateRange(ticket.date_start, ticket.date_end)}</time>
        </p>
        <p className="meta">{ticket.place}, {ticket.location}</p>
        <dl className="facts">
          <dt>Status</dt>
          <dd>{ticket.status}</dd>
          <dt>Price</dt>
          <dd>{format.price(ticket.price, ticket.currency)}</dd>
          <dt>Email</dt>
          <dd>{ticket.email}</dd>
          <dt>Phone</dt>
          <dd>{ticket.phone}</dd>
        </dl>
        {!online && <TicketLogisticsEditor ticketId={ticket.id} title={title} />}
      </div>
      {ticket.qrcode && <img className="user-ticket-qr" src={ticket.qrcode} width={160} height={160} alt={`QR code of ${title}`} />}
    </li>
  );
}

/** One order with its tickets; refunds are not offered here, so the button stays disabled. */
export function OrderCard({ order, tickets }: { order: TUserOrder; tickets: TUserTicket[] }) {
  const format = useFormat();
  return (
    <article className="order-card" aria-labelledby={`order-${order.order_id}`}>
      <header className="order-header">
        <div>
          <h2 id={`order-${order.order_id}`}>{order.event_name}</h2>
          <p className="meta">
            Order #{order.order_id} · <time dateTime={order.created_at}>{format.dateTime(order.created_at)}</time> · {order.status} ·{" "}
            {order.total === 0 ? "Free" : format.price(order.total, order.currency)}
          </p>
        </div>
        <button type="button" className="btn btn-ghost" disabled>Refund</button>
      </header>
      <ul className="user-tickets">
        {tickets.map((ticket) => (
          <TicketItem key={ticket.id} ticket={ticket} online={order.is_online} />
        ))}
      </ul>
    </article>
  );
}
