import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ZCheckInLive } from "@vyc/validators";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useAssetUrl } from "../../lib/asset-url";
import { useTRPC } from "../../lib/trpc";

const POLL_MS = 3000;

/**
 * Keeps an event's check-in query up to date: from the server's event stream where the browser
 * holds the session cookie (the web); by asking again every few seconds where it cannot (the kiosk,
 * or a stream that failed).
 */
function useLiveCheckIn(eventId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const asset = useAssetUrl();
  const [streaming, setStreaming] = useState(false);
  const options = trpc.admin.checkInLive.queryOptions({ eventId });
  const queryKey = options.queryKey;
  useEffect(() => {
    const url = asset(`/api/admin/events/${eventId}/check-ins/live`);
    if (typeof EventSource === "undefined" || !url.startsWith("/")) return;
    const source = new EventSource(url);
    source.onopen = () => setStreaming(true);
    source.onmessage = (message: MessageEvent<string>) => {
      const parsed = ZCheckInLive.safeParse(JSON.parse(message.data));
      if (parsed.success) queryClient.setQueryData(queryKey, parsed.data);
    };
    source.onerror = () => {
      source.close();
      setStreaming(false);
    };
    return () => source.close();
  }, [asset, eventId, queryClient, queryKey]);
  return useQuery({ ...options, refetchInterval: streaming ? false : POLL_MS });
}

/** Check-in progress of an event under way: checked in against expected, per desk, and the latest scans, live. */
export function CheckInLive({ eventId, name }: { eventId: number; name: string }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const live = useLiveCheckIn(eventId);
  const headingId = `check-in-live-${eventId}`;
  if (!live.data) return null;
  const { expected, checkedIn, perDesk, lastScans } = live.data;
  return (
    <section className="card check-in-live" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("dashboard.checkInTitle", { name })}</h2>
      <p className="check-in-count" aria-live="polite">
        {t("dashboard.checkedIn", { checkedIn, expected })}
      </p>
      <progress max={Math.max(expected, 1)} value={checkedIn} aria-label={t("dashboard.checkedIn", { checkedIn, expected })} />
      <div className="check-in-columns">
        <div>
          <h3>{t("dashboard.perDesk")}</h3>
          {perDesk.length === 0 ? (
            <p className="empty-state">{t("dashboard.noScans")}</p>
          ) : (
            <ul className="plain-list">
              {perDesk.map((desk) => (
                <li key={desk.deviceId}>{t("dashboard.deskCount", { desk: desk.desk, count: desk.accepted })}</li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3>{t("dashboard.lastScans")}</h3>
          {lastScans.length === 0 ? (
            <p className="empty-state">{t("dashboard.noScans")}</p>
          ) : (
            <ul className="plain-list">
              {lastScans.map((scan) => (
                <li key={`${scan.at}-${scan.ticket}`}>
                  {t("dashboard.scan", { time: format.localDateTime(scan.at), name: scan.name, ticket: scan.ticket, desk: scan.desk, result: scan.result })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
