import { type Db } from "@vyc/db";
import { type InvoiceKind } from "@vyc/db/stores/invoices";
import { eventMoneyInPeriod, listDocumentsInPeriod, listPaymentsInPeriod, listRefundsInPeriod, paidCurrencies, type ReportPeriod } from "@vyc/db/stores/money-reports";
import type { Locale } from "@vyc/i18n";
import { currencyOf, fromZonedWallClock, isCurrency, minorToDecimal, nextDay, zonedDateTimeText, type MoneyReportKind, type TMoneyReportInput, type TMoneyReportSummary } from "@vyc/validators";
import { documentTotalMinor } from "../documents/document-total";
import { toCsv, type CsvValue } from "../shared/csv";
import { staffText, type StaffText } from "../shared/staff-text";
import type { CsvExport } from "./csv-exports";

/** The instants a report covers: from the first day's midnight to the midnight after the last day, on the clock of its zone. */
function reportPeriod(input: TMoneyReportInput): ReportPeriod {
  return {
    start: fromZonedWallClock(`${input.from}T00:00`, input.timeZone),
    end: fromZonedWallClock(`${nextDay(input.to)}T00:00`, input.timeZone),
    currency: input.currency,
  };
}

/** Per event of the period, the money paid and given back in the currency and the tickets sold, with their totals. */
export async function moneyReportSummary(db: Db, input: TMoneyReportInput): Promise<TMoneyReportSummary> {
  const lines = await eventMoneyInPeriod(db, reportPeriod(input));
  const events = lines.map((line) => ({ ...line, netMinor: line.grossMinor - line.refundsMinor }));
  const sum = (pick: (line: (typeof events)[number]) => number) => events.reduce((total, line) => total + pick(line), 0);
  return {
    currency: input.currency,
    events,
    totals: { grossMinor: sum((l) => l.grossMinor), refundsMinor: sum((l) => l.refundsMinor), netMinor: sum((l) => l.netMinor), ticketsSold: sum((l) => l.ticketsSold) },
    currencies: (await paidCurrencies(db)).filter(isCurrency),
  };
}

type Sheet = { header: string[]; rows: CsvValue[][] };

async function paymentsSheet(db: Db, period: ReportPeriod, zone: string, l: StaffText): Promise<Sheet> {
  const money = (minor: number) => minorToDecimal(minor, currencyOf(period.currency));
  const rows = (await listPaymentsInPeriod(db, period)).map((p) => [
    zonedDateTimeText(p.paidAt, zone), p.orderId, p.eventName, p.buyerName || p.buyerEmail, money(p.totalMinor), p.currency, l.label("provider", p.provider ?? "free"), p.captureId,
  ]);
  return { header: ["date", "order", "event", "buyer", "amount", "currency", "provider", "captureId"].map((c) => l.text(`csv.money.${c}`, { zone })), rows };
}

async function refundsSheet(db: Db, period: ReportPeriod, zone: string, l: StaffText): Promise<Sheet> {
  const money = (minor: number) => minorToDecimal(minor, currencyOf(period.currency));
  const rows = (await listRefundsInPeriod(db, period)).map((r) => [
    zonedDateTimeText(r.createdAt, zone), r.orderId, r.eventName, money(r.amountMinor), money(r.feeMinor), r.currency, l.label("refundStatus", r.status),
  ]);
  return { header: ["date", "order", "event", "amount", "fee", "currency", "status"].map((c) => l.text(`csv.money.${c}`, { zone })), rows };
}

async function documentsSheet(db: Db, period: ReportPeriod, zone: string, l: StaffText, kinds: readonly InvoiceKind[]): Promise<Sheet> {
  const money = (minor: number) => minorToDecimal(minor, currencyOf(period.currency));
  const rows = (await listDocumentsInPeriod(db, period, kinds)).map((d) => [
    d.number, l.label("csv.documentKind", d.kind), zonedDateTimeText(d.issuedAt, zone), d.buyerName, d.eventName, d.orderId, money(documentTotalMinor(d, d.order)), d.order.currency,
  ]);
  return { header: ["number", "kind", "issued", "buyer", "event", "order", "amount", "currency"].map((c) => l.text(`csv.money.${c}`, { zone })), rows };
}

/**
 * One CSV of the treasurer's report for the period and currency: the orders paid, the refunds, the
 * invoices (and corrections) or the credit notes, amounts in major units as the documents print them.
 */
export async function exportMoneyReportCsv(db: Db, input: TMoneyReportInput & { kind: MoneyReportKind }, locale: Locale): Promise<CsvExport> {
  const period = reportPeriod(input);
  const l = staffText(locale);
  const zone = input.timeZone;
  const sheet =
    input.kind === "payments"
      ? await paymentsSheet(db, period, zone, l)
      : input.kind === "refunds"
        ? await refundsSheet(db, period, zone, l)
        : await documentsSheet(db, period, zone, l, input.kind === "invoices" ? ["invoice", "correction"] : ["credit"]);
  return { filename: `${input.kind}-${input.currency}-${input.from}-${input.to}.csv`, chunks: [toCsv(sheet.header, sheet.rows)] };
}
