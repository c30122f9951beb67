import { type Tx } from "@vyc/db";
import { findCurrentInvoice, issueInvoice, type InvoiceRow, type NewInvoice } from "@vyc/db/stores/invoices";
import { findOrderDocumentData, type OrderDocumentData } from "@vyc/db/stores/order-documents";
import { readOrganiserSettings } from "@vyc/db/stores/organiser-settings";

/**
 * The seller block printed on an invoice and the organiser's VAT treatment, as they stood when the
 * invoice was issued: a VAT rate in basis points (prices include it), or none and a note instead.
 */
export interface SellerSnapshot {
  name: string;
  address: string;
  registrationId: string;
  vatId: string;
  email: string;
  phone: string;
  vatRateBasisPoints: number | null;
  vatNote: string;
  vatNoteVi: string;
}

/** The snapshot of an invoice; those issued before the VAT treatment was recorded print none. */
export function readSeller(invoice: Pick<InvoiceRow, "sellerJson">): SellerSnapshot {
  const stored = JSON.parse(invoice.sellerJson) as Partial<SellerSnapshot>;
  return { name: "", address: "", registrationId: "", vatId: "", email: "", phone: "", ...stored, vatRateBasisPoints: stored.vatRateBasisPoints ?? null, vatNote: stored.vatNote ?? "", vatNoteVi: stored.vatNoteVi ?? "" };
}

/** Whether an order is invoiced: every paid order with money taken; free ones get a registration confirmation. */
export const isInvoiced = (order: { status: string; totalMinor: number }): boolean => order.totalMinor > 0 && order.status !== "pending";

/** Who the invoice is made out to: the billing details given, else the buyer's account and first attendee. */
function buyerOf(data: OrderDocumentData) {
  const first = data.tickets[0];
  const attendeeName = first ? `${first.firstName} ${first.lastName}` : "";
  return {
    buyerName: data.order.billingName || attendeeName,
    buyerEmail: data.buyer.email ?? first?.email ?? "",
    buyerAddress: data.order.billingAddress ?? "",
    buyerOrganisation: data.order.billingOrganisation ?? "",
  };
}

/** An invoice of the order as it reads now, not issued yet (it gets its number from issueInvoice). */
async function invoiceOf(sql: Tx, data: OrderDocumentData, now: Date, replaces: InvoiceRow | null): Promise<NewInvoice> {
  const { seatsLeftThreshold: _threshold, ...seller } = await readOrganiserSettings(sql);
  return {
    orderId: data.order.id,
    kind: replaces ? "correction" : "invoice",
    replacesId: replaces?.id ?? null,
    issuedAt: now,
    sellerJson: JSON.stringify(seller satisfies SellerSnapshot),
    ...buyerOf(data),
  };
}

async function issue(sql: Tx, data: OrderDocumentData, now: Date, replaces: InvoiceRow | null): Promise<InvoiceRow> {
  return issueInvoice(sql, await invoiceOf(sql, data, now, replaces));
}

/**
 * The invoice of an order being paid, made out inside the sale's transaction once its tickets are
 * written, and issued (numbered) by issueInvoice as the transaction's last step: the invoice counter
 * is locked only from then to the commit. Null for an order without money taken.
 */
export async function invoiceForPayment(sql: Tx, orderId: number, now: Date): Promise<NewInvoice | null> {
  const data = await findOrderDocumentData(sql, orderId);
  return data && isInvoiced({ ...data.order, status: "paid" }) ? invoiceOf(sql, data, now, null) : null;
}

/**
 * Issues the invoice of an order that just became paid, inside the sale's transaction (after its
 * tickets are written): an order without money taken gets none.
 */
export async function invoicePaidOrder(sql: Tx, orderId: number, now: Date): Promise<void> {
  const data = await findOrderDocumentData(sql, orderId);
  if (data && isInvoiced(data.order)) await issue(sql, data, now, null);
}

/**
 * After the buyer changed the billing details of an invoiced order: a corrected invoice under a new
 * number replaces the current one, which stays as issued. Nothing is issued when the printed buyer
 * is unchanged. Returns the new invoice, if any.
 */
export async function correctInvoice(sql: Tx, orderId: number, now: Date): Promise<InvoiceRow | null> {
  const data = await findOrderDocumentData(sql, orderId);
  const current = await findCurrentInvoice(sql, orderId);
  if (!data || !current) return null;
  const buyer = buyerOf(data);
  const unchanged =
    buyer.buyerName === current.buyerName && buyer.buyerAddress === current.buyerAddress && buyer.buyerOrganisation === current.buyerOrganisation;
  return unchanged ? null : issue(sql, data, now, current);
}

/**
 * Issues the credit note of a refund, inside the refund's transaction: the next number, made out to
 * the buyer of the order's current invoice, crediting that invoice by the amount given back, under
 * the VAT treatment that invoice was issued with. An order without an invoice (free, or sold before
 * invoices) gets none; returns the note, if any.
 */
export async function creditInvoice(sql: Tx, orderId: number, refund: { id: string; amountMinor: number }, now: Date): Promise<InvoiceRow | null> {
  const current = await findCurrentInvoice(sql, orderId);
  if (!current || refund.amountMinor <= 0) return null;
  const { seatsLeftThreshold: _threshold, ...settings } = await readOrganiserSettings(sql);
  const { vatRateBasisPoints, vatNote, vatNoteVi } = readSeller(current);
  const seller = { ...settings, vatRateBasisPoints, vatNote, vatNoteVi };
  return issueInvoice(sql, {
    orderId,
    kind: "credit",
    replacesId: null,
    issuedAt: now,
    sellerJson: JSON.stringify(seller satisfies SellerSnapshot),
    buyerName: current.buyerName,
    buyerEmail: current.buyerEmail,
    buyerAddress: current.buyerAddress,
    buyerOrganisation: current.buyerOrganisation,
    amountMinor: refund.amountMinor,
    creditsId: current.id,
    refundId: refund.id,
  });
}
