import { type Db } from "@vyc/db";
import { decideRefundRequest, findRefundableOrder, findRefundRequest, insertRefundRequest, listBuyerCreditNotes, listBuyerRefundOrders, listOpenRefundRequests, type OpenRefundRequest } from "@vyc/db/stores/refunds";
import { REFUND_MESSAGES, type TDecideRefundRequestInput, type TRequestRefundInput } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { DomainError } from "../shared/errors";
import { refundOrder, type RefundDeps, type RefundDone } from "./refund-order";

/** Buyers may ask for a refund of a paid order until the event's expiredRefundDate (never without one). */
const refundRequestOpen = (order: { status: string; expiredRefundDate: Date | null }, now: Date): boolean =>
  order.status === "paid" && order.expiredRefundDate !== null && now < order.expiredRefundDate;

/** A buyer asks for a refund of one of their orders, before the event's refund date. */
export async function requestRefund(db: Db, userId: string, input: TRequestRefundInput, now: Date): Promise<{ requestId: string }> {
  return db.transaction(async (sql) => {
    const order = await findRefundableOrder(sql, Number(input.orderId));
    if (!order || order.userId !== userId) throw new DomainError("NOT_FOUND", REFUND_MESSAGES.orderNotFound);
    if (!refundRequestOpen(order, now)) throw new DomainError("CONFLICT", REFUND_MESSAGES.requestNotAllowed);
    if (order.openRequestId !== null) throw new DomainError("CONFLICT", REFUND_MESSAGES.requestOpen);
    const request = await insertRefundRequest(sql, { orderId: order.orderId, userId, reason: input.reason.trim(), createdAt: now });
    return { requestId: request.id };
  });
}

export interface BuyerRefundState {
  orderId: number;
  /** The "Request a refund" link shows: paid, before the refund date, nothing asked yet. */
  canRequest: boolean;
  request: { status: "open" | "approved" | "declined"; createdAt: string } | null;
  /** The credit notes of the order's refunds, oldest first. */
  creditNotes: Array<{ number: string; amountMinor: number; currency: string; issuedAt: string }>;
}

/** For each of the buyer's orders: whether a refund may be asked, the last request's state and the credit notes. */
export async function buyerRefundStates(db: Db, userId: string, now: Date): Promise<BuyerRefundState[]> {
  const sql = db;
  const [orders, notes] = await Promise.all([listBuyerRefundOrders(sql, userId), listBuyerCreditNotes(sql, userId)]);
  return orders.map((order) => ({
    orderId: order.orderId,
    canRequest: refundRequestOpen(order, now) && order.requestStatus !== "open",
    request: order.requestStatus && order.requestedAt ? { status: order.requestStatus, createdAt: order.requestedAt.toISOString() } : null,
    creditNotes: notes
      .filter((note) => note.orderId === order.orderId)
      .map((note) => ({ number: note.number, amountMinor: note.amountMinor, currency: note.currency, issuedAt: note.issuedAt.toISOString() })),
  }));
}

export const openRefundRequests = (db: Db): Promise<OpenRefundRequest[]> => listOpenRefundRequests(db);

/** Staff approve a request (the whole order is refunded with the buyer's reason) or decline it. */
export async function decideRequest(deps: RefundDeps, actorId: string, input: TDecideRefundRequestInput, now: () => Date): Promise<RefundDone | null> {
  const request = await findRefundRequest(deps.db, input.requestId);
  if (!request) throw new DomainError("NOT_FOUND", REFUND_MESSAGES.requestNotFound);
  if (request.status !== "open") throw new DomainError("CONFLICT", REFUND_MESSAGES.requestDecided);
  if (!input.approve) {
    await deps.db.transaction(async (sql) => {
      if (!(await decideRefundRequest(sql, request.id, "declined", actorId, now()))) throw new DomainError("CONFLICT", REFUND_MESSAGES.requestDecided);
      await recordAudit(sql, { actorId, action: "refundRequest.decline", target: `order:${request.orderId}`, detail: { note: input.note ?? "" } }, now());
    });
    return null;
  }
  const done = await refundOrder(deps, { actorId }, { orderId: request.orderId, reason: input.note?.trim() || request.reason, checkedInConfirmed: true }, now);
  await deps.db.transaction(async (sql) => {
    await decideRefundRequest(sql, request.id, "approved", actorId, now());
    await recordAudit(sql, { actorId, action: "refundRequest.approve", target: `order:${request.orderId}`, detail: { refundId: done.refundId } }, now());
  });
  return done;
}
