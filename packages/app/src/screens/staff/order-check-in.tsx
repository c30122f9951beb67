import type { TDeskOrder } from "@vyc/validators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ShownMessage } from "../../i18n/shown-text";
import { CheckInAnswerPanel } from "./check-in-answer";
import { errorText } from "./error-text";
import { useCheckIn, type CheckInAnswer } from "./use-check-in";

type Ticket = TDeskOrder["tickets"][number];

/**
 * "Check in now" right after a desk sale: each ticket of the order checked in on the desk's check-in
 * list, as the check-in screen does it, with each answer (a minor held for want of guardian consent
 * shows that, with the way to record the paper form).
 */
export function OrderCheckIn({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation("desk");
  const checkIn = useCheckIn();
  const [answers, setAnswers] = useState<ReadonlyMap<string, CheckInAnswer>>(new Map());
  const [running, setRunning] = useState(false);

  const checkInTicket = async (ticketId: string, label: string): Promise<CheckInAnswer> => {
    const answer = await checkIn.mutateAsync({ ticketId, label });
    setAnswers((known) => new Map(known).set(ticketId, answer));
    return answer;
  };
  const checkInAll = async () => {
    setRunning(true);
    setAnswers(new Map());
    try {
      for (const ticket of tickets) {
        // Without a check-in list nothing is sent: one answer says so.
        if ((await checkInTicket(ticket.id, `${ticket.firstName} ${ticket.lastName}`)).kind === "noList") break;
      }
    } catch {
      // The failure shows below the button (checkIn.error).
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="card form-block no-print order-check-in" aria-label={t("order.checkInLabel")}>
      <button type="button" className="btn btn-primary" disabled={running} onClick={() => void checkInAll()}>
        {t(running ? "order.checkingIn" : "order.checkInNow")}
      </button>
      {checkIn.isError && !running && <p className="error-banner" role="alert"><ShownMessage text={errorText(checkIn.error)} /></p>}
      {answers.size > 0 && (
        <ul>
          {[...answers].map(([ticketId, answer]) => (
            <li key={ticketId}>
              <CheckInAnswerPanel answer={answer} onCheckIn={(id, label) => void checkInTicket(id, label).catch(() => undefined)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
