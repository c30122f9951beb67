import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { RouterInputs } from "@vyc/api/client";
import { CURRENCIES, type MoneyReportKind, type TMoneyReportSummary } from "@vyc/validators";
import Download from "lucide-react/icons/download";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";
import { useCsvDownload } from "./use-csv-download";

/** The staff member's own calendar: reports count days in the browser's time zone. */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const localDay = (at: Date): string => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`;

/** The report's period and currency as the form holds them; the browser's time zone is added when asking. */
type Period = Omit<RouterInputs["admin"]["moneyReport"], "timeZone">;

const DOWNLOADS: Array<{ kind: MoneyReportKind; label: string }> = [
  { kind: "payments", label: "reports.payments" },
  { kind: "refunds", label: "reports.refundsCsv" },
  { kind: "invoices", label: "reports.invoices" },
  { kind: "credit-notes", label: "reports.creditNotes" },
];

/** The treasurer's page: for a period and a currency, the money per event and the CSVs of payments, refunds, invoices and credit notes. */
export function MoneyReportsScreen() {
  const { t } = useTranslation("admin");
  const today = new Date();
  const [draft, setDraft] = useState<Period>({ from: localDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: localDay(today), currency: "EUR" });
  const [shown, setShown] = useState<Period>(draft);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setShown(draft);
  };
  const { download, busy } = useCsvDownload();
  const trpc = useTRPC();
  const summary = useQuery(trpc.admin.moneyReport.queryOptions({ ...shown, timeZone }));
  const inUse = summary.data?.currencies ?? [];
  const currencies = inUse.length > 0 ? [...new Set([...inUse, draft.currency])] : CURRENCIES;
  const query = new URLSearchParams({ ...shown, timeZone }).toString();
  return (
    <section>
      <PageHeader title={t("reports.title")} />
      <form className="filters" onSubmit={show}>
        <div className="field">
          <label htmlFor="report-from">{t("reports.from")}</label>
          <input id="report-from" type="date" required value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="report-to">{t("reports.to")}</label>
          <input id="report-to" type="date" required value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="report-currency">{t("reports.currency")}</label>
          <select id="report-currency" value={draft.currency} onChange={(e) => setDraft({ ...draft, currency: e.target.value as Period["currency"] })}>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>{currency}</option>
            ))}
          </select>
        </div>
        <p className="hint">{t("reports.timeZone")}: {timeZone}</p>
        <button type="submit" className="btn btn-primary">{t("reports.show")}</button>
      </form>
      <EventMoney period={shown} summary={summary} />
      <h2>{t("reports.downloads")}</h2>
      <p className="actions">
        {DOWNLOADS.map(({ kind, label }) => (
          <button key={kind} type="button" className="btn btn-ghost" disabled={busy} onClick={() => void download(`/api/admin/reports/${kind}.csv?${query}`, `${kind}.csv`)}>
            <Download aria-hidden="true" size={18} />
            {t(label)}
          </button>
        ))}
      </p>
    </section>
  );
}

/** Per event, the money paid, given back and kept in the period, and the tickets sold, with the totals. */
function EventMoney({ period, summary }: { period: Period; summary: UseQueryResult<TMoneyReportSummary, unknown> }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  if (summary.isPending) return <Loader label={t("reports.loading")} />;
  if (summary.isError) return <QueryError />;
  if (summary.data.events.length === 0) return <p className="empty-state">{t("reports.empty")}</p>;
  const money = (minor: number) => format.money(minor, summary.data.currency);
  const cells = (line: TMoneyReportSummary["totals"]) => (
    <>
      <td className="num">{money(line.grossMinor)}</td>
      <td className="num">{money(line.refundsMinor)}</td>
      <td className="num">{money(line.netMinor)}</td>
      <td className="num">{line.ticketsSold}</td>
    </>
  );
  return (
    <table className="admin-table">
      <caption>{t("reports.caption", { from: period.from, to: period.to, currency: period.currency })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("reports.columns.event")}</th>
          <th scope="col" className="num">{t("reports.columns.gross")}</th>
          <th scope="col" className="num">{t("reports.columns.refunds")}</th>
          <th scope="col" className="num">{t("reports.columns.net")}</th>
          <th scope="col" className="num">{t("reports.columns.tickets")}</th>
        </tr>
      </thead>
      <tbody>
        {summary.data.events.map((line) => (
          <tr key={line.eventId}>
            <th scope="row">{line.eventName}</th>
            {cells(line)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("reports.total")}</th>
          {cells(summary.data.totals)}
        </tr>
      </tfoot>
    </table>
  );
}
