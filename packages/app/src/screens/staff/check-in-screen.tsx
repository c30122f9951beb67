import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CameraScanner } from "./camera-scanner";
import { CheckInAnswerPanel } from "./check-in-answer";
import { DeskListBanner } from "./desk-list-banner";
import { useDeskList } from "./desk-list";
import { SyncHistory } from "./sync-history";
import { useCheckIn } from "./use-check-in";
import { ShownMessage } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";

/**
 * Scan-and-go check-in: the USB scanner types the ticket code and Enter into the focused field;
 * each scan checks the ticket in at once (or queues it while the server is unreachable). Desks
 * without a USB scanner use the camera instead.
 */
export function CheckInScreen() {
  const { t } = useTranslation("desk");
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const checkIn = useCheckIn();
  const { list } = useDeskList();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const secret = code.trim();
    if (!secret) return;
    checkIn.mutate({ secret });
    setCode("");
    input.current?.focus();
  };

  return (
    <section className="container page desk-page">
      <h1>{t("checkIn.title")}</h1>
      <DeskListBanner />
      {list && (
        <form className="desk-search" onSubmit={submit}>
          <label htmlFor="scan-code">{t("checkIn.scan")}</label>
          <div className="desk-search-row">
            <input
              ref={input}
              id="scan-code"
              type="text"
              autoFocus
              autoComplete="off"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onBlur={() => window.setTimeout(() => {
                if (!document.activeElement || document.activeElement === document.body) input.current?.focus();
              })}
            />
            <button type="submit" className="btn btn-primary">{t("checkIn.submit")}</button>
          </div>
          <p className="hint">{t("checkIn.hint")}</p>
        </form>
      )}
      {list && <CameraScanner onCode={(secret) => checkIn.mutate({ secret })} />}
      {checkIn.isPending && <p className="meta" role="status">{t("checkIn.checking")}</p>}
      {checkIn.data && !checkIn.isPending && <CheckInAnswerPanel answer={checkIn.data} onCheckIn={(ticketId, label) => checkIn.mutate({ ticketId, label })} />}
      {checkIn.isError && <p className="error-banner" role="alert"><ShownMessage text={shownError(checkIn.error)} /></p>}
      <SyncHistory />
    </section>
  );
}
