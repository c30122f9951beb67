import type { TEventOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useFormat } from "../../i18n/use-format";
import { localizeEvent, LocalizedText } from "../../i18n/localized-event";
import { useActiveLocale } from "../../i18n/use-locale";
import { LOGISTIC_LABELS } from "../registration/logistic-labels";


/** What is being bought: the event and one line per attendee. */
export function OrderSummary({ flow, event }: { flow: RegistrationFlowState; event: TEventOutput | undefined }) {
  const { t } = useTranslation("checkout");
  const format = useFormat();
  const locale = useActiveLocale();
  const attendees = Object.entries(flow.ticketsData).sort(([a], [b]) => Number(a) - Number(b));
  const localized = event && localizeEvent(event, locale);
  return (
    <section className="card form-block" aria-labelledby="order-summary">
      <h2 id="order-summary">{t("summary.title")}</h2>
      {event && localized && (
        <p>
          <strong><LocalizedText text={localized.name} /></strong>
          <br />
          <LocalizedText text={localized.category} /> · <time dateTime={event.dateStart}>{format.dateRange(event.dateStart, event.dateEnd, event.timeZone)}</time> · <LocalizedText text={localized.place} />
        </p>
      )}
      <ul className="order-attendees">
        {attendees.map(([number, a]) => (
          <li key={number}>{t("summary.ticket", { number, firstName: a.firstName, lastName: a.lastName })}</li>
        ))}
      </ul>
      {flow.logisticCase && <p className="meta">{t("summary.travel", { travel: t(LOGISTIC_LABELS[flow.logisticCase]) })}</p>}
    </section>
  );
}
