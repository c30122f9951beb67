import type { InvoiceKind } from "@vyc/db/stores/invoices";
import { orderPriceLines } from "@vyc/validators";

type PricedOrder = Parameters<typeof orderPriceLines>[0];

/**
 * The total a document prints, in minor units of the order's currency: an invoice's (or
 * correction's) order total from its price lines, a credit note's amount credited. The PDFs and the
 * treasurer's reports both read it here.
 */
export function documentTotalMinor(document: { kind: InvoiceKind; amountMinor: number | null }, order: PricedOrder): number {
  return document.kind === "credit" ? (document.amountMinor ?? 0) : orderPriceLines(order).totalMinor;
}
