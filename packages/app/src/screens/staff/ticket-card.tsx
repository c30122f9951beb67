import { type TDeskTicket } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { FirstCheckInText } from "./check-in-answer";
import { useFormat } from "../../i18n/use-format";

interface Props {
  ticket: TDeskTicket;
  onCheckIn: (ticket: TDeskTicket) => void;
  busy: boolean;
}

/** One ticket as the desk needs it: who, which event and order, its state, travel, and the check-in action. */
export function TicketCard({ ticket, onCheckIn, busy }: Props) {
  const format = useFormat();
  const { t } = useTranslation("desk");
  const { attendee, event, order, logistics } = ticket;
  const name = `${attendee.firstName} ${attendee.lastName}`;
  const valid = ticket.status === "valid" && order.status === "paid";
  const orderStatus = t(`orderStatus.${order.status}`, { defaultValue: order.status });
  return (
    <article className="card desk-ticket" aria-label={name}>
      <div className="desk-ticket-head">
        <h2>{name}</h2>
        {ticket.firstCheckIn ? (
          <span className="badge badge-done">{t("ticket.checkedIn")}</span>
        ) : valid ? (
          <span className="badge">{t("ticket.notCheckedIn")}</span>
        ) : (
          <span className="badge badge-bad">{ticket.status === "valid" ? t("ticket.orderStatus", { status: orderStatus }) : t("ticket.cancelled")}</span>
        )}
      </div>
      <dl className="facts">
        <dt>{t("ticket.event")}</dt>
        <dd>
          {event.name} · {event.place} · <time dateTime={event.dateStart}>{format.dateRange(event.dateStart, event.dateEnd)}</time>
        </dd>
        <dt>{t("ticket.order")}</dt>
        <dd>
          {t("ticket.orderLine", { id: order.id, number: ticket.number, status: orderStatus })}
          {order.provider ? `, ${t(`ticket.provider.${order.provider}`, { defaultValue: order.provider })}` : ""} ·{" "}
          {t("ticket.total", { amount: order.totalMinor === 0 ? t("ticket.free") : format.money(order.totalMinor, order.currency) })}
          {order.buyerEmail ? ` · ${t("ticket.boughtBy", { email: order.buyerEmail })}` : ""}
        </dd>
        <dt>{t("ticket.contact")}</dt>
        <dd>
          {attendee.email} · {attendee.phone}
        </dd>
        <dt>{t("ticket.attendee")}</dt>
        <dd>
          {t("ticket.ageAndCountry", { age: attendee.age, country: attendee.country })}
        </dd>
        {attendee.healthcare && (
          <>
            <dt>{t("ticket.health")}</dt>
            <dd>{attendee.healthcare}</dd>
          </>
        )}
        <dt>{t("ticket.travel")}</dt>
        <dd>
          {order.logisticCase ? t(`ticket.logisticCase.${order.logisticCase}`, { defaultValue: order.logisticCase }) : t("ticket.notGiven")}
          {logistics.arrival && <span className="travel-leg">{t("ticket.arrival", { leg: logistics.arrival })}</span>}
          {logistics.departure && <span className="travel-leg">{t("ticket.departure", { leg: logistics.departure })}</span>}
          {logistics.comments && <span className="travel-leg">{logistics.comments}</span>}
        </dd>
        <dt>{t("ticket.checkIn")}</dt>
        <dd>
          {ticket.firstCheckIn ? (
            <>
              {t("ticket.checkedInWhen")} <FirstCheckInText first={ticket.firstCheckIn} />
            </>
          ) : (
            t("ticket.notCheckedInYet")
          )}
        </dd>
      </dl>
      {valid && !ticket.firstCheckIn && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onCheckIn(ticket)}>
          {t("ticket.submit")}
        </button>
      )}
    </article>
  );
}
