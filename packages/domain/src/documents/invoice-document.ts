import type { InvoiceRow } from "@vyc/db/stores/invoices";
import type { OrderDocumentData } from "@vyc/db/stores/order-documents";
import type { Locale } from "@vyc/i18n";
import { documentText, type DocumentText } from "./document-text";
import { LIMITS, orderPriceLines } from "@vyc/validators";
import { inEventLanguage } from "../events/event-name";
import { readSeller } from "./invoice-issue";
import type { PdfBlock, PdfDocumentModel } from "./pdf-model";
import { vatLines } from "./vat-lines";
import { documentTotalMinor } from "./document-total";

/**
 * One row per ticket type (its name, then its attendees; quantity × the unit price fixed at
 * purchase), or one row per ticket for an order without type lines; then the order's price lines
 * (subtotal, discount, rounding, total): they add up line by line.
 */
function ticketTable(data: OrderDocumentData, d: DocumentText, totalMinor: number): { table: PdfBlock; totals: Array<[string, string]> } {
  const lines = orderPriceLines(data.order);
  const money = (minor: number) => d.money(minor, lines.currency);
  const ticketLine = (ticket: OrderDocumentData["tickets"][number]) => d.t("ticketLine", { number: String(ticket.number), firstName: ticket.firstName, lastName: ticket.lastName });
  const rows =
    data.lines.length > 0
      ? data.lines.map((line) => [
          [inEventLanguage(line.name, line.nameVi, d.locale), ...data.tickets.filter((t) => t.ticketTypeId === line.ticketTypeId).map(ticketLine)].join("\n"),
          String(line.quantity),
          money(line.unitPriceMinor),
          money(line.quantity * line.unitPriceMinor),
        ])
      : data.tickets.map((ticket) => [ticketLine(ticket), "1", money(lines.unitPriceMinor), money(lines.unitPriceMinor)]);
  const totals: Array<[string, string]> = [[d.t("subtotal"), money(lines.subtotalMinor)]];
  if (lines.discountMinor) totals.push([d.t("discountTotal", { percent: String(lines.discountPercent) }), `– ${money(lines.discountMinor)}`]);
  if (lines.roundingMinor) totals.push([d.t("rounding", { step: String(LIMITS.roundingUnits) }), `${lines.roundingMinor < 0 ? "–" : "+"} ${money(Math.abs(lines.roundingMinor))}`]);
  totals.push([d.t("total", { currency: lines.currency }), money(totalMinor)]);
  return {
    table: { type: "table", head: [d.t("description"), d.t("quantity"), d.t("unitPrice"), d.t("amount")], rows, widths: [0.55, 0.1, 0.175, 0.175], right: [1, 2, 3] },
    totals,
  };
}

function registrationLines(data: OrderDocumentData, d: DocumentText): PdfBlock[] {
  const { table, totals } = ticketTable(data, d, orderPriceLines(data.order).totalMinor);
  return [table, { type: "totals", rows: totals }];
}

function eventBlock(data: OrderDocumentData, d: DocumentText): PdfBlock[] {
  const event = d.event(data.event);
  return [
    { type: "subheading", text: `${d.t("event")}: ${event.name}` },
    { type: "text", text: `${data.event.eventCategory} — ${event.dates}` },
    { type: "text", text: event.place },
  ];
}

/** An issued invoice (or correction) of a paid order, as printed. */
export function invoiceDocument(data: OrderDocumentData, invoice: InvoiceRow, replaced: InvoiceRow | null, locale: Locale): PdfDocumentModel {
  const d = documentText(locale);
  const seller = readSeller(invoice);
  const { order } = data;
  const title = d.t(invoice.kind === "correction" ? "correction" : "invoice");
  const header: PdfBlock[] = [
    { type: "heading", text: `${title} ${invoice.number}` },
    { type: "text", text: d.t("number", { number: invoice.number }) },
    { type: "text", text: d.t("issued", { date: d.date(invoice.issuedAt) }) },
    { type: "text", text: d.t("orderRef", { orderId: String(order.id) }) },
  ];
  if (replaced) header.push({ type: "text", text: d.t("replaces", { number: replaced.number, date: d.date(replaced.issuedAt) }) });
  const sellerLines = [
    seller.name,
    seller.address,
    seller.registrationId && d.t("registrationId", { value: seller.registrationId }),
    seller.vatId && d.t("vatId", { value: seller.vatId }),
    seller.email,
    seller.phone,
  ];
  const buyerLines = [invoice.buyerName, invoice.buyerOrganisation, invoice.buyerAddress, invoice.buyerEmail];
  const method = d.t(`method.${order.provider ?? "free"}`);
  const payment: PdfBlock[] = [{ type: "text", text: d.t("paidWith", { date: d.date(order.paidAt ?? invoice.issuedAt), method }) }];
  if (order.captureId) payment.push({ type: "text", text: d.t("captureId", { captureId: order.captureId }), muted: true });
  const totalMinor = documentTotalMinor(invoice, order);
  const { table, totals } = ticketTable(data, d, totalMinor);
  const vat = vatLines(seller, totalMinor, order.currency, d);
  return {
    title: `${title} ${invoice.number}`,
    language: locale,
    footer: d.t("footer", { organiser: seller.name, email: seller.email }),
    pages: [
      [
        ...header,
        { type: "columns", columns: [{ title: d.t("seller"), lines: sellerLines }, { title: d.t("billTo"), lines: buyerLines }] },
        ...eventBlock(data, d),
        table,
        { type: "totals", rows: [...totals, ...vat.totals] },
        ...vat.notes,
        ...payment,
      ],
    ],
  };
}

/** The registration confirmation of a free order (no invoice is issued for it). */
export function registrationDocument(data: OrderDocumentData, organiser: { name: string; email: string }, locale: Locale): PdfDocumentModel {
  const d = documentText(locale);
  const title = d.t("registration");
  const first = data.tickets[0];
  const registeredBy = [data.order.billingName || (first ? `${first.firstName} ${first.lastName}` : ""), data.order.billingOrganisation ?? "", data.buyer.email ?? first?.email ?? ""];
  return {
    title: `${title} — ${d.t("orderRef", { orderId: String(data.order.id) })}`,
    language: locale,
    footer: d.t("footer", { organiser: organiser.name, email: organiser.email }),
    pages: [
      [
        { type: "heading", text: title },
        { type: "text", text: d.t("orderRef", { orderId: String(data.order.id) }) },
        { type: "text", text: d.t("issued", { date: d.date(data.order.paidAt ?? new Date()) }) },
        { type: "columns", columns: [{ title: d.t("seller"), lines: [organiser.name, organiser.email] }, { title: d.t("registeredBy"), lines: registeredBy }] },
        ...eventBlock(data, d),
        ...registrationLines(data, d),
        { type: "text", text: d.t("freeNote"), muted: true },
      ],
    ],
  };
}
