import { deviceLabel, formatDeskTime } from "./desk-format";
import { useDeskState } from "./desk-state";
import { useDesk } from "./use-desk";

const RESULT_LABELS = { accepted: "Checked in", duplicate: "Duplicate", rejected: "Refused" } as const;

/** Check-ins waiting on this desk, and what the server answered for the ones already synced. */
export function SyncHistory() {
  const { pending, synced, syncError } = useDeskState();
  const { deviceId } = useDesk();
  return (
    <>
      {syncError && <p className="error-banner" role="alert">The check-ins could not be synced: {syncError}</p>}
      {pending.length > 0 && (
        <section className="card desk-list" aria-labelledby="pending-title">
          <h2 id="pending-title">Waiting to sync</h2>
          <ul>
            {pending.map((scan) => (
              <li key={scan.clientScanId}>
                <span className="badge badge-pending">Pending</span> {scan.label}{" "}
                <span className="meta">scanned <time dateTime={scan.scannedAt}>{formatDeskTime(scan.scannedAt)}</time></span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {synced.length > 0 && (
        <section className="card desk-list" aria-labelledby="synced-title">
          <h2 id="synced-title">Synced from offline</h2>
          <ul>
            {synced.map((scan) => (
              <li key={scan.clientScanId} data-result={scan.result}>
                <span className={`badge badge-${scan.result}`}>{RESULT_LABELS[scan.result]}</span> {scan.attendee ?? scan.label}{" "}
                <span className="meta">
                  scanned <time dateTime={scan.scannedAt}>{formatDeskTime(scan.scannedAt)}</time>
                  {scan.result === "duplicate" && scan.firstCheckIn
                    ? ` — first checked in ${formatDeskTime(scan.firstCheckIn.scannedAt)} at ${deviceLabel(scan.firstCheckIn.deviceId, deviceId)}`
                    : ""}
                  {scan.result === "rejected" && scan.message ? ` — ${scan.message}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
