import { MESSAGES, type TDeskTicket } from "@vyc/validators";
import { FirstCheckInText } from "./check-in-answer";
import { useFormat } from "../../i18n/use-format";

const LOGISTIC_LABELS: Record<string, string> = {
  selfTravel: MESSAGES.logisticSelfTravel,
  logisticInformation: MESSAGES.logisticInformation,
  notBooked: MESSAGES.logisticNotBooked,
};
const PROVIDER_LABELS: Record<string, string> = { desk: "paid at the desk", paypal: "paid online", test: "paid online (test)", free: "free registration" };

interface Props {
  ticket: TDeskTicket;
  onCheckIn: (ticket: TDeskTicket) => void;
  busy: boolean;
}

/** One ticket as the desk needs it: who, which event and order, its state, travel, and the check-in action. */
export function TicketCard({ ticket, onCheckIn, busy }: Props) {
  const format = useFormat();
  const { attendee, event, order, logistics } = ticket;
  const name = `${attendee.firstName} ${attendee.lastName}`;
  const valid = ticket.status === "valid" && order.status === "paid";
  return (
    <article className="card desk-ticket" aria-label={name}>
      <div className="desk-ticket-head">
        <h2>{name}</h2>
        {ticket.firstCheckIn ? (
          <span className="badge badge-done">Checked in</span>
        ) : valid ? (
          <span className="badge">Not checked in</span>
        ) : (
          <span className="badge badge-bad">{ticket.status === "valid" ? `Order ${order.status}` : "Cancelled"}</span>
        )}
      </div>
      <dl className="facts">
        <dt>Event</dt>
        <dd>
          {event.name} · {event.place} · <time dateTime={event.dateStart}>{format.dateRange(event.dateStart, event.dateEnd)}</time>
        </dd>
        <dt>Order</dt>
        <dd>
          #{order.id} · ticket {ticket.number} · {order.status}
          {order.provider ? `, ${PROVIDER_LABELS[order.provider] ?? order.provider}` : ""} · total{" "}
          {order.totalMinor === 0 ? "free" : format.money(order.totalMinor, order.currency)}
          {order.buyerEmail ? ` · bought by ${order.buyerEmail}` : ""}
        </dd>
        <dt>Contact</dt>
        <dd>
          {attendee.email} · {attendee.phone}
        </dd>
        <dt>Attendee</dt>
        <dd>
          {attendee.age} years · {attendee.country}
        </dd>
        {attendee.healthcare && (
          <>
            <dt>Health</dt>
            <dd>{attendee.healthcare}</dd>
          </>
        )}
        <dt>Travel</dt>
        <dd>
          {order.logisticCase ? LOGISTIC_LABELS[order.logisticCase] ?? order.logisticCase : "Not given"}
          {logistics.arrival && <span className="travel-leg">Arrival: {logistics.arrival}</span>}
          {logistics.departure && <span className="travel-leg">Departure: {logistics.departure}</span>}
          {logistics.comments && <span className="travel-leg">{logistics.comments}</span>}
        </dd>
        <dt>Check-in</dt>
        <dd>
          {ticket.firstCheckIn ? (
            <>
              Checked in <FirstCheckInText first={ticket.firstCheckIn} />
            </>
          ) : (
            "Not checked in yet"
          )}
        </dd>
      </dl>
      {valid && !ticket.firstCheckIn && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onCheckIn(ticket)}>
          Check in
        </button>
      )}
    </article>
  );
}
