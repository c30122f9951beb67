import type { TFirstCheckIn } from "@vyc/validators";
import { Trans, useTranslation } from "react-i18next";
import { deviceLabel } from "./desk-format";
import { ConsentWarning } from "./consent-warning";
import type { CheckInAnswer } from "./use-check-in";
import { useDesk } from "./use-desk";
import { useFormat } from "../../i18n/use-format";
import { ShownMessage } from "../../i18n/shown-text";
import { outcomeRefusal } from "../../lib/api-errors";
import { EventName } from "../../i18n/localized-event";

/** The refusal of a minor's check-in until their guardian's consent is recorded. */
const CONSENT_MISSING = "kiosk.consentMissing";

/** "on 1 Jul 2026, 10:05 at desk 0b9f7c8e (by staff@…)" */
export function FirstCheckInText({ first }: { first: TFirstCheckIn }) {
  const { deviceId } = useDesk();
  const { t } = useTranslation("desk");
  const format = useFormat();
  return (
    <>
      <Trans
        t={t}
        i18nKey="answer.firstAt"
        values={{ when: format.localDateTime(first.scannedAt), device: first.deskName ?? deviceLabel(t, first.deviceId, deviceId) }}
        components={{ time: <time dateTime={first.scannedAt} /> }}
      />
      {first.staffEmail ? ` ${t("answer.firstBy", { email: first.staffEmail })}` : ""}
      {first.source === "offline" ? ` ${t("answer.fromOffline")}` : ""}
    </>
  );
}

/**
 * The outcome of the last check-in action, large enough to read at a glance. A minor held for want
 * of guardian consent can be checked in again (`onCheckIn`) once staff record the paper consent.
 */
export function CheckInAnswerPanel({ answer, onCheckIn }: { answer: CheckInAnswer; onCheckIn: (ticketId: string, label: string) => void }) {
  const { t } = useTranslation("desk");
  if (answer.kind === "noList") {
    return (
      <div className="check-in-answer refused" role="alert">
        <p className="answer-title">{t("list.choose")}</p>
      </div>
    );
  }
  if (answer.kind === "queued") {
    return (
      <div className="check-in-answer queued" role="status">
        <p className="answer-title">{t("answer.queued", { label: answer.label })}</p>
        <p>{t("answer.queuedText")}</p>
      </div>
    );
  }
  const { outcome } = answer;
  const name = outcome.ticket ? `${outcome.ticket.attendee.firstName} ${outcome.ticket.attendee.lastName}` : null;
  if (outcome.result === "accepted") {
    return (
      <div className="check-in-answer accepted" role="status">
        <p className="answer-title">{t("answer.accepted", { name })}</p>
        {outcome.ticket && <p><EventName event={outcome.ticket.event} /></p>}
        {outcome.ticket && <ConsentWarning ticket={outcome.ticket} />}
      </div>
    );
  }
  if (outcome.result === "duplicate") {
    const first = outcome.ticket?.firstCheckIn;
    return (
      <div className="check-in-answer refused" role="alert">
        <p className="answer-title">{t("answer.duplicate", { name })}</p>
        {first && (
          <p>
            {t("answer.firstCheckIn")} <FirstCheckInText first={first} />.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="check-in-answer refused" role="alert">
      <p className="answer-title">{name ? t("answer.refusedNamed", { name }) : t("answer.refused")}</p>
      <p>{outcome.message && <ShownMessage text={outcomeRefusal({ ...outcome, message: outcome.message })} />}</p>
      {outcome.reason === CONSENT_MISSING && outcome.ticket && (
        <ConsentWarning ticket={outcome.ticket} onCheckIn={() => outcome.ticket && onCheckIn(outcome.ticket.id, name ?? "")} />
      )}
    </div>
  );
}
