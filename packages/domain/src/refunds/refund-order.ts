import { isUniqueViolation, lockForDecision, type Db, type Queries } from "@vyc/db";
import { findCheckedInTickets } from "@vyc/db/stores/check-ins";
import { findEventCancellation } from "@vyc/db/stores/event-cancellations";
import { findOrderDocumentData } from "@vyc/db/stores/order-documents";
import { findOrder } from "@vyc/db/stores/orders";
import { enqueueOutboxMessages, markOutboxMessageFailed, markOutboxMessageSent } from "@vyc/db/stores/outbox";
import { completeRefund, failRefund, findPendingRefund, findRefund, insertRefund, RefundConflict, type RefundMethod, type RefundRow } from "@vyc/db/stores/refunds";
import { ticketPricesMinor } from "@vyc/db/stores/ticket-types";
import { REFUND_MESSAGES, REFUND_REFUSALS, type TRefundOrderInput } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { creditInvoice } from "../documents/invoice-issue";
import { refundAtProviderMessage, refundMailMessage } from "../outbox/outbox-messages";
import { OUTBOX_LEASE_MS, outboxRetryDelayMs } from "../outbox/outbox-worker";
import { refundTickets } from "../orders/order-life";
import { PaymentRefused, providerFor, type PaymentProviders } from "../payments/provider";
import type { BackgroundTasks } from "../shared/background-tasks";
import { DomainError } from "../shared/errors";
import { refundAmount } from "./refund-amounts";

export interface RefundDeps {
  db: Db;
  payments: PaymentProviders;
  background: BackgroundTasks;
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

function methodOf(provider: string | null, amountMinor: number, deskMethod: TRefundOrderInput["deskMethod"]): RefundMethod {
  if (amountMinor === 0) return "none";
  if (provider === "paypal" || provider === "test") return provider;
  if (!deskMethod) throw new DomainError("BAD_REQUEST", REFUND_MESSAGES.deskMethodRequired);
  return deskMethod;
}

interface RefundScope {
  ticketIds: string[];
  amountMinor: number;
  feeMinor: number;
}

/**
 * What a refund covers: an amount alone (up to what is left to refund, no seats back), or tickets
 * (every valid one unless some are chosen) giving back their share less the fee kept. A ticket
 * already checked in is refunded only when staff confirmed it.
 */
async function decideRefundScope(
  sql: Queries,
  order: { totalMinor: number; refundedMinor: number },
  tickets: ReadonlyArray<{ id: string; number: number; status: string }>,
  input: TRefundOrderInput,
): Promise<RefundScope> {
  const remaining = order.totalMinor - order.refundedMinor;
  if (input.amountMinor !== undefined) {
    if (input.ticketIds) throw new DomainError("BAD_REQUEST", REFUND_MESSAGES.amountOrTickets);
    if (input.feeMinor) throw new DomainError("BAD_REQUEST", REFUND_MESSAGES.feeOnlyWithTickets);
    if (remaining <= 0) throw new DomainError("CONFLICT", REFUND_MESSAGES.nothingToRefund);
    if (input.amountMinor > remaining) throw new DomainError("UNPROCESSABLE", REFUND_MESSAGES.amountTooHigh);
    return { ticketIds: [], amountMinor: input.amountMinor, feeMinor: 0 };
  }
  const valid = tickets.filter((t) => t.status === "valid");
  const chosen = input.ticketIds ? new Set(input.ticketIds) : new Set(valid.map((t) => t.id));
  if (chosen.size === 0) throw new DomainError("CONFLICT", REFUND_MESSAGES.nothingToRefund);
  if ([...chosen].some((id) => !valid.some((t) => t.id === id))) throw new DomainError("BAD_REQUEST", REFUND_MESSAGES.ticketNotRefundable);
  const share = refundAmount(order, tickets, chosen, await ticketPricesMinor(sql, tickets.map((t) => t.id)));
  const feeMinor = input.feeMinor ?? 0;
  if (feeMinor > share) throw new DomainError("UNPROCESSABLE", REFUND_MESSAGES.feeTooHigh);
  if (!input.checkedInConfirmed && (await findCheckedInTickets(sql, [...chosen])).length > 0) throw new DomainError("CONFLICT", REFUND_MESSAGES.checkedInUnconfirmed);
  return { ticketIds: [...chosen], amountMinor: share - feeMinor, feeMinor };
}

/** A pending refund, and the outbox message that asks the provider for it (claimed by the request that wrote it). */
interface PreparedRefund {
  refund: RefundRow;
  messageId: number;
}

/**
 * Writes the pending refund of the chosen tickets (all valid ones when none are chosen), with the
 * outbox message asking the provider for it, under the locks of the order's event and the order:
 * of several refunds of one order asked at once, one is written and the others are refused (the
 * database also holds an order to one pending refund).
 */
async function prepareRefund(db: Db, actorId: string, input: TRefundOrderInput, now: Date): Promise<PreparedRefund> {
  try {
    return await db.transaction(async (sql) => {
      const found = await findOrder(sql, Number(input.orderId));
      if (!found) throw new DomainError("NOT_FOUND", REFUND_MESSAGES.orderNotFound);
      await lockForDecision(sql, { eventId: found.eventId, orderId: found.id });
      const order = (await findOrder(sql, found.id)) ?? found;
      if (order.status !== "paid") throw new DomainError("CONFLICT", REFUND_MESSAGES.orderNotPaid);
      if (await findPendingRefund(sql, order.id)) throw new DomainError("CONFLICT", REFUND_MESSAGES.refundPending);
      if (input.currency !== undefined && input.currency !== order.currency) throw new DomainError("CONFLICT", REFUND_MESSAGES.currencyMismatch);
      const data = await findOrderDocumentData(sql, order.id);
      const { ticketIds, amountMinor, feeMinor } = await decideRefundScope(sql, order, data?.tickets ?? [], input);
      const refund = await insertRefund(sql, {
        orderId: order.id,
        amountMinor,
        feeMinor,
        currency: order.currency,
        ticketIds,
        reason: input.reason.trim(),
        method: methodOf(order.provider, amountMinor, input.deskMethod),
        createdById: actorId,
        createdAt: now,
      });
      const [messageId] = await enqueueOutboxMessages(sql, [refundAtProviderMessage(refund.id)], now, new Date(now.getTime() + OUTBOX_LEASE_MS));
      return { refund, messageId: messageId ?? 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", REFUND_MESSAGES.refundPending, { cause: error });
    throw error;
  }
}

/**
 * The provider gave the money back (or the desk did): in one transaction the refund is completed,
 * its tickets stop scanning, their seats return to sale, the credit note is issued and the action
 * audited, and the refund e-mail is written to the outbox. Null when another call completed it first.
 */
async function finishRefund(db: Db, refund: RefundRow, providerRefundId: string | null, now: Date, actor?: RefundActor): Promise<RefundDone | null> {
  try {
    return await db.transaction(async (sql) => {
      const order = await findOrder(sql, refund.orderId);
      if (!order) return null;
      await lockForDecision(sql, { eventId: order.eventId, orderId: order.id });
      if (!(await completeRefund(sql, refund.id, providerRefundId, now))) return null;
      if (!(await refundTickets(sql, order, refund, now))) throw new RefundConflict();
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
      const cancellation = actor?.cancellation ?? (await findEventCancellation(sql, order.eventId)) !== null;
      await enqueueOutboxMessages(sql, [refundMailMessage(refund.id, cancellation)], now);
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
export async function carryOutRefund(deps: Pick<RefundDeps, "db" | "payments">, refund: RefundRow, now: () => Date, actor?: RefundActor): Promise<RefundDone | null> {
  let providerRefundId: string | null = null;
  if (refund.method === "paypal" || refund.method === "test") {
    const order = await findOrder(deps.db, refund.orderId);
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
      const refusal = error.issue === "CAPTURE_FULLY_REFUNDED" ? REFUND_REFUSALS.alreadyRefunded : REFUND_REFUSALS.declined(error.issue);
      await failRefund(deps.db, refund.id, refusal);
      throw new DomainError("UNPROCESSABLE", refusal, { cause: error });
    }
  }
  return finishRefund(deps.db, refund, providerRefundId, now(), actor);
}

/** Staff refund a paid order in full or some of its tickets, with a reason. */
export async function refundOrder(deps: RefundDeps, actor: RefundActor, input: TRefundOrderInput, now: () => Date): Promise<RefundDone> {
  const { refund, messageId } = await prepareRefund(deps.db, actor.actorId, input, now());
  const sql = deps.db;
  let done: RefundDone | null;
  try {
    done = await carryOutRefund(deps, refund, now, actor);
  } catch (error) {
    // Refused by the provider: the refund failed, nothing is left to ask. Otherwise the outbox
    // worker asks again shortly, under the same request id.
    if (error instanceof DomainError && error.kind === "UNPROCESSABLE") await markOutboxMessageSent(sql, messageId, now());
    else await markOutboxMessageFailed(sql, messageId, error instanceof Error ? error.message : String(error), new Date(now().getTime() + outboxRetryDelayMs(1)));
    throw error;
  }
  await markOutboxMessageSent(sql, messageId, now());
  if (!done) throw new DomainError("CONFLICT", REFUND_MESSAGES.refundNotPending);
  return done;
}

/**
 * The outbox worker asks the provider for a refund still pending (the request that wrote it stopped,
 * or the provider could not be reached). Done when the refund is no longer pending or the provider
 * refused it (the refund is marked failed for staff to see); thrown to be tried again otherwise.
 */
export async function askProviderForRefund(deps: Pick<RefundDeps, "db" | "payments">, refundId: string, now: () => Date): Promise<void> {
  const refund = await findRefund(deps.db, refundId);
  if (refund?.status !== "pending") return;
  try {
    await carryOutRefund(deps, refund, now);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "UNPROCESSABLE") return;
    throw error;
  }
}

/** Asks again for a refund still waiting for the provider's answer. */
export async function retryRefund(deps: RefundDeps, refundId: string, now: () => Date): Promise<RefundDone> {
  const refund = await findRefund(deps.db, refundId);
  if (refund?.status !== "pending") throw new DomainError("CONFLICT", REFUND_MESSAGES.refundNotPending);
  const done = await carryOutRefund(deps, refund, now);
  if (!done) throw new DomainError("CONFLICT", REFUND_MESSAGES.refundNotPending);
  return done;
}
