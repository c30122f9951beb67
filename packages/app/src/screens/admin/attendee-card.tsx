import type { RouterOutputs } from "@vyc/api/client";
import type { TFunction } from "i18next";
import { formatPhone } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { AttendeeAnswers } from "./attendee-answers";
import { AttendeePrivacy } from "./attendee-privacy";

type Ticket = RouterOutputs["admin"]["getOrder"]["tickets"][number];

const leg = (t: TFunction, transport: string | null, at: string, airline: string | null, flight: string | null): string =>
  transport ? [t(transport === "plane" ? "transport.plane" : "transport.train"), at, [airline, flight].filter(Boolean).join(" ")].filter(Boolean).join(" · ") : "—";

/** Every field of one attendee's ticket. */
export function AttendeeCard({ ticket }: { ticket: Ticket }) {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const title = t("attendeeCard.title", { number: ticket.number, name: `${ticket.firstName} ${ticket.lastName}` });
  return (
    <article className="card form-block" aria-label={title}>
      <h3>{title}</h3>
      <dl className="facts">
        <dt>{t("attendeeCard.status")}</dt>
        <dd>
          {t(ticket.status === "valid" ? "attendeeCard.valid" : ticket.status === "refunded" ? "attendeeCard.refunded" : "attendeeCard.cancelled")} ·{" "}
          {ticket.checkedInAt ? t("attendeeCard.checkedIn", { when: when(ticket.checkedInAt) }) : t("attendeeCard.notCheckedIn")}
        </dd>
        <dt>{t("attendeeCard.gender")}</dt>
        <dd>{ticket.gender ? t(`gender.${ticket.gender}`, { defaultValue: ticket.gender }) : "—"}</dd>
        <dt>{t("attendeeCard.age")}</dt>
        <dd>{ticket.age}</dd>
        <dt>{t("attendeeCard.email")}</dt>
        <dd className="break">{ticket.email || "—"}</dd>
        <dt>{t("attendeeCard.phone")}</dt>
        <dd>{ticket.phone ? formatPhone(ticket.phone) : "—"}</dd>
        <dt>{t("attendeeCard.country")}</dt>
        <dd>{ticket.country || "—"}</dd>
        <AttendeePrivacy ticketId={ticket.id} consent={ticket.guardianConsent} hasHealthNotes={ticket.hasHealthNotes || ticket.hasSealedAnswers} />
        <dt>{t("attendeeCard.expectation")}</dt>
        <dd>{ticket.expectation || "—"}</dd>
        <AttendeeAnswers answers={ticket.answers} />
        <dt>{t("attendeeCard.arrival")}</dt>
        <dd>{leg(t, ticket.arrivalTransportType, when(ticket.arrivalDatetime), ticket.arrivalAirline, ticket.arrivalFlightNumber)}</dd>
        <dt>{t("attendeeCard.departure")}</dt>
        <dd>{leg(t, ticket.departureTransportType, when(ticket.departureDatetime), ticket.departureAirline, ticket.departureFlightNumber)}</dd>
        <dt>{t("attendeeCard.comments")}</dt>
        <dd>{ticket.logisticsComments || "—"}</dd>
      </dl>
    </article>
  );
}
