import { type Db } from "@vyc/db";
import { listRefundRequestsOfOrders, listRefundsWithCreditNotes } from "@vyc/db/stores/refunds";
import type { TRefundView } from "@vyc/validators";

export interface OrderRefunds {
  refunds: TRefundView[];
  requests: Array<{ id: string; reason: string; status: "open" | "approved" | "declined"; createdAt: string }>;
}

/** An order's refunds (with their credit notes) and the buyer's refund requests, for the back office. */
export async function orderRefunds(db: Db, orderId: number): Promise<OrderRefunds> {
  const sql = db;
  const [refunds, requests] = await Promise.all([listRefundsWithCreditNotes(sql, orderId), listRefundRequestsOfOrders(sql, [orderId])]);
  return {
    refunds: refunds.map((r) => ({
      id: r.id,
      amountMinor: r.amountMinor,
      feeMinor: r.feeMinor,
      currency: r.currency,
      ticketIds: r.ticketIds,
      reason: r.reason,
      method: r.method,
      status: r.status,
      failure: r.failure,
      failureRefusal: r.failureRefusal,
      createdAt: r.createdAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
      creditNoteNumber: r.creditNoteNumber,
    })),
    requests: requests.map((r) => ({ id: r.id, reason: r.reason, status: r.status, createdAt: r.createdAt.toISOString() })),
  };
}
