import type { TFirstCheckIn } from "@vyc/validators";
import { deviceLabel, formatDeskTime } from "./desk-format";
import type { CheckInAnswer } from "./use-check-in";
import { useDesk } from "./use-desk";

/** "on 1 Jul 2026, 10:05 at desk 0b9f7c8e (by staff@…)" */
export function FirstCheckInText({ first }: { first: TFirstCheckIn }) {
  const { deviceId } = useDesk();
  return (
    <>
      on <time dateTime={first.scannedAt}>{formatDeskTime(first.scannedAt)}</time> at {deviceLabel(first.deviceId, deviceId)}
      {first.staffEmail ? ` by ${first.staffEmail}` : ""}
      {first.source === "offline" ? " (synced from offline)" : ""}
    </>
  );
}

/** The outcome of the last check-in action, large enough to read at a glance. */
export function CheckInAnswerPanel({ answer }: { answer: CheckInAnswer }) {
  if (answer.kind === "queued") {
    return (
      <div className="check-in-answer queued" role="status">
        <p className="answer-title">Saved offline: {answer.label}</p>
        <p>The server cannot be reached. This check-in waits on this desk and is synced when the server is back.</p>
      </div>
    );
  }
  const { outcome } = answer;
  const name = outcome.ticket ? `${outcome.ticket.attendee.firstName} ${outcome.ticket.attendee.lastName}` : null;
  if (outcome.result === "accepted") {
    return (
      <div className="check-in-answer accepted" role="status">
        <p className="answer-title">Checked in: {name}</p>
        {outcome.ticket && <p>{outcome.ticket.event.name}</p>}
      </div>
    );
  }
  if (outcome.result === "duplicate") {
    const first = outcome.ticket?.firstCheckIn;
    return (
      <div className="check-in-answer refused" role="alert">
        <p className="answer-title">Already checked in: {name}</p>
        {first && (
          <p>
            First check-in <FirstCheckInText first={first} />.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="check-in-answer refused" role="alert">
      <p className="answer-title">Check-in refused{name ? `: ${name}` : ""}</p>
      <p>{outcome.message}</p>
    </div>
  );
}
