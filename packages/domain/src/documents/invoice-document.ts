import type { InvoiceRow, OrderDocumentData } from "@vyc/db";
import type { Locale } from "@vyc/i18n";
import { documentText, type DocumentText } from "./document-text";
import { ticketShares } from "../refunds/refund-amounts";
import { readSeller } from "./invoice-issue";
import type { PdfBlock, PdfDocumentModel } from "./pdf-model";


function ticketTable(data: OrderDocumentData, d: DocumentText): PdfBlock[] {
  const { order } = data;
  const amounts = ticketShares(order.totalMinor, data.tickets.length || 1);
  const rows = data.tickets.map((ticket, i) => [
    d.t("ticketLine", { number: String(ticket.number), firstName: ticket.firstName, lastName: ticket.lastName }),
    "1",
    d.money(order.unitPriceMinor, order.currency),
    order.discountPercent ? `${order.discountPercent}%` : "—",
    d.money(amounts[i] ?? 0, order.currency),
  ]);
  const totals: Array<[string, string]> = [[d.t("subtotal"), d.money(order.subtotalMinor, order.currency)]];
  if (order.discountPercent) totals.push([d.t("discountTotal", { percent: String(order.discountPercent) }), `– ${d.money(order.subtotalMinor - order.totalMinor, order.currency)}`]);
  totals.push([d.t("total", { currency: order.currency }), d.money(order.totalMinor, order.currency)]);
  return [
    { type: "table", head: [d.t("description"), d.t("quantity"), d.t("unitPrice"), d.t("discount"), d.t("amount")], rows, widths: [0.46, 0.08, 0.17, 0.12, 0.17], right: [1, 2, 3, 4] },
    { type: "totals", rows: totals },
  ];
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
  return {
    title: `${title} ${invoice.number}`,
    language: locale,
    footer: d.t("footer", { organiser: seller.name, email: seller.email }),
    pages: [
      [
        ...header,
        { type: "columns", columns: [{ title: d.t("seller"), lines: sellerLines }, { title: d.t("billTo"), lines: buyerLines }] },
        ...eventBlock(data, d),
        ...ticketTable(data, d),
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
        ...ticketTable(data, d),
        { type: "text", text: d.t("freeNote"), muted: true },
      ],
    ],
  };
}
