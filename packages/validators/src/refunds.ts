import { z } from "zod";
import type { Refusal, RefusalCode } from "./refusals";
import { INT32_MAX, ZRowIdParam } from "./row-id";

/** Refund refusals whose text carries values, with their codes (see Refusal). */
export const REFUND_REFUSALS = {
  declined: (detail: string): Refusal => ({ reason: "refunds.declined", message: `PayPal refused the refund (${detail}). The order is unchanged.`, params: { detail } }),
  alreadyRefunded: { reason: "refunds.alreadyRefunded", message: "PayPal says this payment was already refunded in full. The order is unchanged." } satisfies Refusal,
  unreachable: {
    reason: "refunds.unreachable",
    message: "PayPal could not be reached, so nothing was changed. Retry the refund: it is the same request, so it is never paid twice.",
  } satisfies Refusal,
} as const;

/** Refusals and outcomes of refunds, refund requests and event cancellations. */
export const REFUND_MESSAGES = {
  orderNotFound: "Order not found.",
  orderNotPaid: "Only a paid order can be refunded.",
  ticketNotRefundable: "Choose tickets of this order that are still valid.",
  nothingToRefund: "Nothing is left to refund on this order.",
  reasonRequired: "Give a reason for the refund.",
  reasonTooLong: "Keep the reason under 500 characters.",
  deskMethodRequired: "Choose how the money was given back: cash or card terminal.",
  refundPending: "An earlier refund of this order is still waiting for PayPal's answer. Retry that one first.",
  refundNotPending: "This refund is not waiting for an answer any more.",
  providerMissing: "The payment provider of this order is not configured on this server.",
  declined: (detail: string) => REFUND_REFUSALS.declined(detail).message,
  alreadyRefunded: REFUND_REFUSALS.alreadyRefunded.message,
  unreachable: REFUND_REFUSALS.unreachable.message,
  ticketChanged: "A ticket of this refund changed meanwhile. Reload the order and try again.",
  requestNotAllowed: "Refunds can no longer be requested for this event. Contact the organisers.",
  requestOpen: "You have already asked for a refund of this order.",
  requestNotFound: "Refund request not found.",
  requestDecided: "This refund request has already been decided.",
  eventNotFound: "Event not found.",
  eventCancelled: "This event has already been cancelled.",
  cancellationNotFound: "This event has not been cancelled.",
  cancellationDone: "Every order of this cancelled event has been refunded.",
  amountOrTickets: "Refund either some tickets or an amount, not both.",
  amountTooHigh: "The amount is more than what is left to refund on this order.",
  amountInvalid: "Enter an amount greater than zero, in the order's currency.",
  feeInvalid: "Enter a cancellation fee of zero or more, in the order's currency.",
  feeOnlyWithTickets: "A cancellation fee is kept only when tickets are refunded.",
  feeTooHigh: "The cancellation fee is more than the refunded tickets are worth.",
  currencyMismatch: "This order was paid in another currency. Reload the order and try again.",
  checkedInUnconfirmed: "A ticket of this refund has already been checked in. Confirm that it should be refunded anyway.",
} as const;

const reason = z.string().trim().min(1, REFUND_MESSAGES.reasonRequired).max(500, REFUND_MESSAGES.reasonTooLong);
const orderId = ZRowIdParam;
const eventId = ZRowIdParam;

export const DESK_REFUND_METHODS = ["cash", "card_terminal"] as const;

const minorAmount = (message: string) => z.number({ error: message }).int(message).min(0, message).max(INT32_MAX, message);

/**
 * A staff refund: every ticket still valid when neither `ticketIds` nor `amountMinor` is given,
 * else those tickets (their seats go back, less an optional cancellation fee), or an amount of
 * money alone (no seats go back). A ticket already checked in is refunded only when
 * `checkedInConfirmed` says staff saw the warning.
 */
export const ZRefundOrderInput = z.object({
  orderId,
  ticketIds: z.array(z.string().min(1).max(64)).min(1, REFUND_MESSAGES.ticketNotRefundable).max(8).optional(),
  amountMinor: minorAmount(REFUND_MESSAGES.amountInvalid).min(1, REFUND_MESSAGES.amountInvalid).optional(),
  feeMinor: minorAmount(REFUND_MESSAGES.feeInvalid).optional(),
  /** The currency staff saw the amounts in; refused when the order's differs. */
  currency: z.string().length(3).optional(),
  checkedInConfirmed: z.boolean().optional(),
  reason,
  /** Desk orders only: how the money was given back. */
  deskMethod: z.enum(DESK_REFUND_METHODS, { error: REFUND_MESSAGES.deskMethodRequired }).optional(),
});
export type TRefundOrderInput = z.input<typeof ZRefundOrderInput>;
/** The form's shape: tickets chosen by checkbox, the reason and the desk's method. */
export type TRefundForm = z.input<typeof ZRefundOrderInput>;

export const ZRefundIdInput = z.object({ refundId: z.string().uuid() });
export const ZOrderRefundsInput = z.object({ orderId });

export const ZRequestRefundInput = z.object({ orderId, reason });
export type TRequestRefundInput = z.input<typeof ZRequestRefundInput>;

export const ZDecideRefundRequestInput = z.object({
  requestId: z.string().uuid(),
  approve: z.boolean(),
  /** Why it was declined, or the refund's reason when approved (the buyer's reason by default). */
  note: z.string().trim().max(500, REFUND_MESSAGES.reasonTooLong).optional(),
});
export type TDecideRefundRequestInput = z.input<typeof ZDecideRefundRequestInput>;

export const ZCancelEventInput = z.object({ eventId, reason });
export type TCancelEventInput = z.input<typeof ZCancelEventInput>;
export const ZCancellationInput = z.object({ eventId });

/** A refund as the back office shows it. */
export interface TRefundView {
  id: string;
  amountMinor: number;
  /** The cancellation fee kept from the refunded tickets' share. */
  feeMinor: number;
  currency: string;
  ticketIds: string[];
  reason: string;
  method: string;
  status: "pending" | "completed" | "failed";
  failure: string | null;
  /** The failure's refusal, to show in the active language (null for failures recorded without one). */
  failureRefusal: RefusalCode | null;
  createdAt: string;
  completedAt: string | null;
  creditNoteNumber: string | null;
}

/** A cancelled event's batch of refunds: progress and state. */
export interface TCancellationView {
  eventId: number;
  reason: string;
  status: "running" | "paused" | "done";
  ordersTotal: number;
  ordersDone: number;
  lastError: string | null;
  /** Why the batch paused: the order it stopped at and the refusal, to show in the active language. */
  pause: { orderId: number; refusal: RefusalCode | null } | null;
  /** Refunds PayPal refused during the batch (their orders are tried again on resume). */
  failures: number;
}
