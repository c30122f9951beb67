import { useQuery } from "@tanstack/react-query";
import { KIOSK_LIMITS, KIOSK_MESSAGES, type TDeskTicket } from "@vyc/validators";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { CameraScanner } from "./camera-scanner";
import { CheckInAnswerPanel } from "./check-in-answer";
import { isNetworkError } from "./connectivity";
import { TicketCard } from "./ticket-card";
import { useCheckIn } from "./use-check-in";
import { ShownMessage } from "../../i18n/shown-text";
import { localRefusal, shownError } from "../../lib/api-errors";

/** Ticket lookup by name, e-mail, order number or a scanned QR code (the scanner types the code and Enter). */
export function LookupScreen() {
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const results = useQuery({
    ...trpc.kiosk.searchTickets.queryOptions({ query: query ?? "" }),
    enabled: query !== null,
    retry: false,
  });
  const checkIn = useCheckIn();

  const lookUp = (raw: string) => {
    const value = raw.trim();
    if (value.length < KIOSK_LIMITS.searchMinLength) return;
    checkIn.reset();
    if (value === query) void results.refetch();
    else setQuery(value);
    input.current?.select();
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    lookUp(text);
  };
  const scanned = (code: string) => {
    setText(code);
    lookUp(code);
  };
  const checkInTicket = (ticket: TDeskTicket) => {
    checkIn.mutate({ ticketId: ticket.id, label: `${ticket.attendee.firstName} ${ticket.attendee.lastName}` });
    input.current?.focus();
  };

  return (
    <section className="container page desk-page">
      <h1>{t("lookup.title")}</h1>
      <form className="desk-search" role="search" onSubmit={search}>
        <label htmlFor="ticket-search">{t("lookup.label")}</label>
        <div className="desk-search-row">
          <input
            ref={input}
            id="ticket-search"
            type="search"
            autoFocus
            autoComplete="off"
            minLength={KIOSK_LIMITS.searchMinLength}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary">{t("lookup.submit")}</button>
        </div>
        <p className="hint">{t("lookup.hint", { min: KIOSK_LIMITS.searchMinLength })}</p>
      </form>
      <CameraScanner onCode={scanned} />

      {checkIn.data && <CheckInAnswerPanel answer={checkIn.data} onCheckIn={(ticketId, label) => checkIn.mutate({ ticketId, label })} />}
      {checkIn.isError && <p className="error-banner" role="alert"><ShownMessage text={shownError(checkIn.error)} /></p>}

      {query !== null &&
        (results.isPending ? (
          <Loader label={t("lookup.searching")} />
        ) : results.isError ? (
          <p className="error-banner" role="alert"><ShownMessage text={isNetworkError(results.error) ? localRefusal("kiosk.offlineSearch", KIOSK_MESSAGES.offlineSearch) : shownError(results.error)} /></p>
        ) : results.data.length === 0 ? (
          <p className="empty-state">{t("lookup.notFound", { query })}</p>
        ) : (
          <div className="desk-results" aria-label={t("lookup.results")}>
            <p className="meta" aria-live="polite">
              {t("lookup.found", { count: results.data.length })}
            </p>
            {results.data.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} busy={checkIn.isPending} onCheckIn={checkInTicket} />
            ))}
          </div>
        ))}
    </section>
  );
}
