import type { InvoiceRow } from "@vyc/db/stores/invoices";
import type { OrderDocumentData } from "@vyc/db/stores/order-documents";
import type { RefundRow } from "@vyc/db/stores/refunds";
import type { Locale } from "@vyc/i18n";
import { documentText } from "./document-text";
import { readSeller } from "./invoice-issue";
import type { PdfDocumentModel } from "./pdf-model";
import { vatLines } from "./vat-lines";
import { documentTotalMinor } from "./document-total";

/** A credit note as printed: the invoice it credits, the refunded tickets (or a partial refund of the order), the amount given back and the VAT it includes (or the note), and the cancellation fee kept. */
export function creditNoteDocument(data: OrderDocumentData, note: InvoiceRow, credited: InvoiceRow | null, refund: RefundRow | null, locale: Locale): PdfDocumentModel {
  const d = documentText(locale);
  const seller = readSeller(note);
  const { order } = data;
  const title = d.t("credit");
  const amount = documentTotalMinor(note, order);
  const refunded = data.tickets.filter((t) => refund?.ticketIds.includes(t.id));
  const event = d.event(data.event);
  const vat = vatLines(seller, amount, order.currency, d);
  return {
    title: `${title} ${note.number}`,
    language: locale,
    footer: d.t("footer", { organiser: seller.name, email: seller.email }),
    pages: [
      [
        { type: "heading", text: `${title} ${note.number}` },
        { type: "text", text: d.t("creditNumber", { number: note.number }) },
        { type: "text", text: d.t("issued", { date: d.date(note.issuedAt) }) },
        { type: "text", text: d.t("orderRef", { orderId: String(order.id) }) },
        ...(credited ? [{ type: "text" as const, text: d.t("credits", { number: credited.number, date: d.date(credited.issuedAt) }) }] : []),
        {
          type: "columns",
          columns: [
            { title: d.t("seller"), lines: [seller.name, seller.address, seller.vatId && d.t("vatId", { value: seller.vatId }), seller.email] },
            { title: d.t("billTo"), lines: [note.buyerName, note.buyerOrganisation, note.buyerAddress, note.buyerEmail] },
          ],
        },
        { type: "subheading", text: `${d.t("event")}: ${event.name}` },
        { type: "text", text: `${data.event.eventCategory} — ${event.dates}` },
        {
          type: "table",
          head: [d.t("description"), d.t("quantity")],
          rows:
            refunded.length > 0
              ? refunded.map((t) => [d.t("ticketLine", { number: String(t.number), firstName: t.firstName, lastName: t.lastName }), "1"])
              : [[d.t("creditAmountLine"), "1"]],
          widths: [0.85, 0.15],
          right: [1],
        },
        { type: "totals", rows: [[d.t("creditTotal", { currency: order.currency }), `– ${d.money(amount, order.currency)}`], ...vat.totals] },
        ...vat.notes,
        ...(refund && refund.feeMinor > 0 ? [{ type: "text" as const, text: d.t("creditFee", { amount: d.money(refund.feeMinor, order.currency) }) }] : []),
        ...(refund ? [{ type: "text" as const, text: d.t("refundReason", { reason: refund.reason }) }] : []),
        ...(refund ? [{ type: "text" as const, text: d.t("refundedWith", { date: d.date(refund.completedAt ?? note.issuedAt), method: d.t(`refundMethod.${refund.method}`) }) }] : []),
      ],
    ],
  };
}
