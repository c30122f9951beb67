import { type Db } from "@vyc/db";
import { listInvoices, type InvoiceKey } from "@vyc/db/stores/invoices";
import { saveOrderBilling } from "@vyc/db/stores/order-documents";
import { findOrder } from "@vyc/db/stores/orders";
import { readOrganiserSettings, saveOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { DOCUMENT_MESSAGES, INVOICE_PAGE_SIZE, type TBilling, type TInvoiceListInput, type TInvoiceListOutput, type TOrganiserSettings } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { DomainError } from "../shared/errors";
import { correctInvoice } from "./invoice-issue";

/**
 * Sets the billing details of one of the buyer's orders: before paying they go on the invoice when
 * it is issued; after, a changed buyer gets a corrected invoice under a new number (the issued one
 * is never rewritten). Returns that number, if one was issued.
 */
export async function setOrderBilling(db: Db, userId: string, orderId: number, billing: TBilling, now: Date): Promise<string | null> {
  return db.transaction(async (sql) => {
    const order = await findOrder(sql, orderId);
    if (!order || order.userId !== userId) throw new DomainError("NOT_FOUND", DOCUMENT_MESSAGES.orderNotFound);
    if (order.status !== "pending" && order.status !== "paid") throw new DomainError("CONFLICT", DOCUMENT_MESSAGES.billingClosed);
    await saveOrderBilling(sql, orderId, billing);
    if (order.status !== "paid") return null;
    return (await correctInvoice(sql, orderId, now))?.number ?? null;
  });
}

/** The billing details of one of the buyer's orders. */
export async function orderBilling(db: Db, userId: string, orderId: number): Promise<TBilling> {
  const order = await findOrder(db, orderId);
  if (!order || order.userId !== userId) throw new DomainError("NOT_FOUND", DOCUMENT_MESSAGES.orderNotFound);
  return { billingName: order.billingName, billingAddress: order.billingAddress, billingOrganisation: order.billingOrganisation };
}

const keyOf = (number: string | undefined): InvoiceKey | undefined => {
  const [year, sequence] = (number ?? "").split("-").map(Number);
  return year && sequence !== undefined ? { year, sequence } : undefined;
};

/** One page of every issued invoice, newest first, for the back office: just older than `before` or just newer than `after`. */
export async function invoicePage(db: Db, page: TInvoiceListInput): Promise<TInvoiceListOutput> {
  const { total, items: read } = await listInvoices(db, { before: keyOf(page.before), after: keyOf(page.after), limit: INVOICE_PAGE_SIZE + 1 });
  const more = read.length > INVOICE_PAGE_SIZE;
  const items = page.after ? read.slice(-INVOICE_PAGE_SIZE) : read.slice(0, INVOICE_PAGE_SIZE);
  return {
    total,
    pageSize: INVOICE_PAGE_SIZE,
    hasOlder: page.after ? true : more,
    hasNewer: page.after ? more : Boolean(page.before),
    items: items.map((i) => ({
      number: i.number,
      orderId: i.orderId,
      kind: i.kind,
      replaces: i.replacesNumber,
      credits: i.creditsNumber,
      issuedAt: i.issuedAt.toISOString(),
      buyerName: i.buyerName,
      buyerEmail: i.buyerEmail,
      eventName: i.eventName,
      totalMinor: i.totalMinor,
      currency: i.currency,
    })),
  };
}

export const organiserSettings = (db: Db): Promise<TOrganiserSettings> => readOrganiserSettings(db);

/** Saves the organiser's details (printed on invoices issued from now on) and the seats-left threshold. */
export async function updateOrganiserSettings(db: Db, actorId: string, settings: TOrganiserSettings, now: Date): Promise<void> {
  await db.transaction(async (sql) => {
    await saveOrganiserSettings(sql, settings, now);
    await recordAudit(sql, { actorId, action: "settings.organiser", target: "settings:organiser", detail: { name: settings.name } }, now);
  });
}
