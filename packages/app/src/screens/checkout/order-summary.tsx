import { MESSAGES, type LogisticCase, type TEventOutput } from "@vyc/validators";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useFormat } from "../../i18n/use-format";

const TRAVEL: Record<LogisticCase, string> = {
  selfTravel: MESSAGES.logisticSelfTravel,
  logisticInformation: MESSAGES.logisticInformation,
  notBooked: MESSAGES.logisticNotBooked,
};

/** What is being bought: the event and one line per attendee. */
export function OrderSummary({ flow, event }: { flow: RegistrationFlowState; event: TEventOutput | undefined }) {
  const format = useFormat();
  const attendees = Object.entries(flow.ticketsData).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <section className="card form-block" aria-labelledby="order-summary">
      <h2 id="order-summary">Order summary</h2>
      {event && (
        <p>
          <strong>{event.name}</strong>
          <br />
          {event.eventCategory} · <time dateTime={event.dateStart}>{format.dateRange(event.dateStart, event.dateEnd)}</time> · {event.place}
        </p>
      )}
      <ul className="order-attendees">
        {attendees.map(([number, a]) => (
          <li key={number}>
            Ticket {number}: {a.firstName} {a.lastName}
          </li>
        ))}
      </ul>
      {flow.logisticCase && <p className="meta">Travel: {TRAVEL[flow.logisticCase]}</p>}
    </section>
  );
}
