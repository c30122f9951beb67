import { formatPhone, type TDeskTicket, type TDeskTravelLeg } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { FirstCheckInText } from "./check-in-answer";
import { ConsentWarning, HealthNotesButton } from "./consent-warning";
import { useFormat } from "../../i18n/use-format";
import { EventName } from "../../i18n/localized-event";
import { AttendeeAnswers } from "../admin/attendee-answers";
import { ShortCode } from "../../components/short-code";

interface Props {
  ticket: TDeskTicket;
  onCheckIn: (ticket: TDeskTicket) => void;
  busy: boolean;
}

/** A way of the journey as one line: transport, time, airline, flight. */
function useLegText(): (leg: TDeskTravelLeg) => string {
  const { t } = useTranslation("desk");
  return (leg) => [t(`ticket.transport.${leg.transport}`), leg.at, leg.airline, leg.flightNumber].filter(Boolean).join(" · ");
}

/** One ticket as the desk needs it: who, which event and order, its state, travel, and the check-in action. */
export function TicketCard({ ticket, onCheckIn, busy }: Props) {
  const format = useFormat();
  const { t } = useTranslation("desk");
  const legText = useLegText();
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
          <span className="badge badge-bad">{ticket.status === "valid" ? orderStatus : t("ticket.cancelled")}</span>
        )}
      </div>
      <dl className="facts">
        <dt>{t("ticket.shortCode")}</dt>
        <dd>
          <ShortCode code={ticket.shortCode} />
        </dd>
        <dt>{t("ticket.event")}</dt>
        <dd>
          <EventName event={event} /> · {event.place} · <time dateTime={event.dateStart}>{format.dateRange(event.dateStart, event.dateEnd, event.timeZone)}</time>
        </dd>
        <dt>{t("ticket.order")}</dt>
        <dd>
          {t("ticket.orderLine", { id: order.id, number: ticket.number, status: orderStatus })}
          {order.provider ? `, ${t(`ticket.provider.${order.provider}`, { defaultValue: order.provider })}` : ""} ·{" "}
          {t("ticket.total", { amount: order.totalMinor === 0 ? t("ticket.free") : format.money(order.totalMinor, order.currency) })}
          {order.buyerEmail ? ` · ${t("ticket.boughtBy", { email: order.buyerEmail })}` : ""}
        </dd>
        <dt>{t("ticket.contact")}</dt>
        <dd>{[attendee.email, formatPhone(attendee.phone)].filter(Boolean).join(" · ") || "—"}</dd>
        <dt>{t("ticket.attendee")}</dt>
        <dd>
          {attendee.country ? t("ticket.ageAndCountry", { age: attendee.age, country: attendee.country }) : t("ticket.age", { age: attendee.age })}
        </dd>
        <AttendeeAnswers answers={ticket.answers ?? []} />
        {attendee.hasHealthNotes && (
          <>
            <dt>{t("ticket.health")}</dt>
            <dd><HealthNotesButton ticketId={ticket.id} /></dd>
          </>
        )}
        {ticket.guardianConsent !== "notNeeded" && (
          <>
            <dt>{t("ticket.guardianConsent")}</dt>
            <dd>{t(`consent.state.${ticket.guardianConsent}`)}</dd>
          </>
        )}
        <dt>{t("ticket.travel")}</dt>
        <dd>
          {order.logisticCase ? t(`ticket.logisticCase.${order.logisticCase}`, { defaultValue: order.logisticCase }) : t("ticket.notGiven")}
          {logistics.arrival && <span className="travel-leg">{t("ticket.arrival", { leg: legText(logistics.arrival) })}</span>}
          {logistics.departure && <span className="travel-leg">{t("ticket.departure", { leg: legText(logistics.departure) })}</span>}
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
      <ConsentWarning ticket={ticket} />
      {valid && !ticket.firstCheckIn && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onCheckIn(ticket)}>
          {t("ticket.submit")}
        </button>
      )}
    </article>
  );
}
