import { useTranslation } from "react-i18next";
import { deviceLabel } from "./desk-format";
import { useDeskState } from "./desk-state";
import { useDesk } from "./use-desk";
import { useFormat } from "../../i18n/use-format";
import { useShownText } from "../../i18n/shown-text";
import { outcomeRefusal } from "../../lib/api-errors";

/** Check-ins waiting on this desk, and what the server answered for the ones already synced. */
export function SyncHistory() {
  const { t } = useTranslation("desk");
  const format = useFormat();
  const shown = useShownText();
  const { pending, synced, syncError } = useDeskState();
  const { deviceId } = useDesk();
  return (
    <>
      {syncError && <p className="error-banner" role="alert">{t("sync.failed", { error: shown(syncError) })}</p>}
      {pending.length > 0 && (
        <section className="card desk-list" aria-labelledby="pending-title">
          <h2 id="pending-title">{t("sync.waiting")}</h2>
          <ul>
            {pending.map((scan) => (
              <li key={scan.clientScanId}>
                <span className="badge badge-pending">{t("sync.pending")}</span> {scan.label}{" "}
                <span className="meta">
                  {t("sync.scanned")} <time dateTime={scan.scannedAt}>{format.localDateTime(scan.scannedAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {synced.length > 0 && (
        <section className="card desk-list" aria-labelledby="synced-title">
          <h2 id="synced-title">{t("sync.synced")}</h2>
          <ul>
            {synced.map((scan) => (
              <li key={scan.clientScanId} data-result={scan.result}>
                <span className={`badge badge-${scan.result}`}>{t(`sync.result.${scan.result}`)}</span> {scan.attendee ?? scan.label}{" "}
                <span className="meta">
                  {t("sync.scanned")} <time dateTime={scan.scannedAt}>{format.localDateTime(scan.scannedAt)}</time>
                  {scan.result === "duplicate" && scan.firstCheckIn
                    ? ` ${t("sync.firstCheckIn", { when: format.localDateTime(scan.firstCheckIn.scannedAt), device: deviceLabel(t, scan.firstCheckIn.deviceId, deviceId) })}`
                    : ""}
                  {scan.result === "rejected" && scan.message ? ` — ${shown(outcomeRefusal({ ...scan, message: scan.message }))}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
