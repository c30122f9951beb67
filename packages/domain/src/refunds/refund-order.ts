import {
  completeRefund,
  failRefund,
  findOrder,
  findOrderDocumentData,
  findPendingRefund,
  findRefund,
  insertRefund,
  RefundConflict,
  sqlOf,
  type Db,
  type RefundMethod,
  type RefundRow,
} from "@vyc/db";
import { REFUND_MESSAGES, type TRefundOrderInput } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { creditInvoice } from "../documents/invoice-issue";
import type { Mailer } from "../mail/mailer";
import { returnRefundedSeats } from "../orders/seat-rules";
import { PaymentRefused, providerFor, type PaymentProviders } from "../payments/provider";
import type { BackgroundTasks } from "../shared/background-tasks";
import { DomainError } from "../shared/errors";
import { refundAmount } from "./refund-amounts";
import { sendRefundMail } from "./refund-mail";

export interface RefundDeps {
  db: Db;
  payments: PaymentProviders;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

/** Who refunds: a staff member, with the refund request it answers when there is one. */
export interface RefundActor {
  actorId: string;
  /** The event's cancellation notice goes to every attendee instead of the plain refund e-mail. */
  cancellation?: boolean;
}

export interface RefundDone {
  refundId: string;
  amountMinor: number;
  currency: string;
  creditNoteNumber: string | null;
  orderStatus: string;
}

function methodOf(provider: string | null, totalMinor: number, deskMethod: TRefundOrderInput["deskMethod"]): RefundMethod {
  if (totalMinor === 0) return "none";
  if (provider === "paypal" || provider === "test") return provider;
  if (!deskMethod) throw new DomainError("BAD_REQUEST", REFUND_MESSAGES.deskMethodRequired);
  return deskMethod;
}

/** Writes the pending refund of the chosen tickets (all valid ones when none are chosen). */
async function prepareRefund(db: Db, actorId: string, input: TRefundOrderInput, now: Date): Promise<RefundRow> {
  return sqlOf(db).transaction(async (sql) => {
    const order = await findOrder(sql, Number(input.orderId));
    if (!order) throw new DomainError("NOT_FOUND", REFUND_MESSAGES.orderNotFound);
    if (order.status !== "paid") throw new DomainError("CONFLICT", REFUND_MESSAGES.orderNotPaid);
    if (await findPendingRefund(sql, order.id)) throw new DomainError("CONFLICT", REFUND_MESSAGES.refundPending);
    const data = await findOrderDocumentData(sql, order.id);
    const tickets = data?.tickets ?? [];
    const valid = tickets.filter((t) => t.status === "valid");
    const chosen = input.ticketIds ? new Set(input.ticketIds) : new Set(valid.map((t) => t.id));
    if (chosen.size === 0) throw new DomainError("CONFLICT", REFUND_MESSAGES.nothingToRefund);
    if ([...chosen].some((id) => !valid.some((t) => t.id === id))) throw new DomainError("BAD_REQUEST", REFUND_MESSAGES.ticketNotRefundable);
    const method = methodOf(order.provider, order.totalMinor, input.deskMethod);
    return insertRefund(sql, {
      orderId: order.id,
      amountMinor: refundAmount(order, tickets, chosen),
      currency: order.currency,
      ticketIds: [...chosen],
      reason: input.reason.trim(),
      method,
      createdById: actorId,
      createdAt: now,
    });
  });
}

/**
 * The provider gave the money back (or the desk did): in one transaction the refund is completed,
 * its tickets stop scanning, their seats return to sale, the credit note is issued and the action
 * audited. Null when another call completed it first.
 */
async function finishRefund(db: Db, refund: RefundRow, providerRefundId: string | null, now: Date): Promise<RefundDone | null> {
  try {
    return await sqlOf(db).transaction(async (sql) => {
      const order = await findOrder(sql, refund.orderId);
      if (!order || !(await completeRefund(sql, refund.id, providerRefundId, now))) return null;
      if (!(await returnRefundedSeats(sql, order, refund, now))) throw new RefundConflict();
      const credit = await creditInvoice(sql, order.id, refund, now);
      await recordAudit(
        sql,
        {
          actorId: refund.createdById ?? "",
          action: "order.refund",
          target: `order:${order.id}`,
          detail: { amountMinor: refund.amountMinor, currency: refund.currency, tickets: refund.ticketIds.length, method: refund.method, reason: refund.reason, creditNote: credit?.number ?? null },
        },
        now,
      );
      const after = await findOrder(sql, order.id);
      return { refundId: refund.id, amountMinor: refund.amountMinor, currency: refund.currency, creditNoteNumber: credit?.number ?? null, orderStatus: after?.status ?? order.status };
    });
  } catch (error) {
    if (error instanceof RefundConflict) throw new DomainError("CONFLICT", REFUND_MESSAGES.ticketChanged, { cause: error });
    throw error;
  }
}

/**
 * Asks the provider for a pending refund (again, after a failure or a stop: the same request id
 * makes it the same refund) and finishes it. A refusal marks it failed and leaves the order as it
 * was; an unreachable provider leaves it pending for a retry.
 */
export async function carryOutRefund(deps: RefundDeps, refund: RefundRow, now: () => Date, actor?: RefundActor): Promise<RefundDone | null> {
  let providerRefundId: string | null = null;
  if (refund.method === "paypal" || refund.method === "test") {
    const order = await findOrder(sqlOf(deps.db), refund.orderId);
    const provider = providerFor(deps.payments, refund.method);
    if (!order?.captureId || !provider) throw new DomainError("SERVICE_UNAVAILABLE", REFUND_MESSAGES.providerMissing);
    try {
      ({ refundId: providerRefundId } = await provider.refund(order.captureId, {
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        requestId: refund.requestId,
        note: refund.reason,
      }));
    } catch (error) {
      if (!(error instanceof PaymentRefused)) throw new DomainError("SERVICE_UNAVAILABLE", REFUND_MESSAGES.unreachable, { cause: error });
      const message = error.issue === "CAPTURE_FULLY_REFUNDED" ? REFUND_MESSAGES.alreadyRefunded : REFUND_MESSAGES.declined(error.issue);
      await failRefund(sqlOf(deps.db), refund.id, message);
      throw new DomainError("UNPROCESSABLE", message, { cause: error });
    }
  }
  const done = await finishRefund(deps.db, refund, providerRefundId, now());
  if (done) deps.background.run(`refund e-mail of order ${refund.orderId}`, () => sendRefundMail(deps, refund.id, actor?.cancellation ?? false, now));
  return done;
}

/** Staff refund a paid order in full or some of its tickets, with a reason. */
export async function refundOrder(deps: RefundDeps, actor: RefundActor, input: TRefundOrderInput, now: () => Date): Promise<RefundDone> {
  const refund = await prepareRefund(deps.db, actor.actorId, input, now());
  const done = await carryOutRefund(deps, refund, now, actor);
  if (!done) throw new DomainError("CONFLICT", REFUND_MESSAGES.refundNotPending);
  return done;
}

/** Asks again for a refund still waiting for the provider's answer. */
export async function retryRefund(deps: RefundDeps, refundId: string, now: () => Date): Promise<RefundDone> {
  const refund = await findRefund(sqlOf(deps.db), refundId);
  if (refund?.status !== "pending") throw new DomainError("CONFLICT", REFUND_MESSAGES.refundNotPending);
  const done = await carryOutRefund(deps, refund, now);
  if (!done) throw new DomainError("CONFLICT", REFUND_MESSAGES.refundNotPending);
  return done;
}
