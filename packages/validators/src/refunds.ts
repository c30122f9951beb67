import { z } from "zod";
import type { Refusal, RefusalCode } from "./refusals";

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
} as const;

const reason = z.string().trim().min(1, REFUND_MESSAGES.reasonRequired).max(500, REFUND_MESSAGES.reasonTooLong);
const orderId = z.coerce.number().int().positive().max(2_147_483_647);
const eventId = z.coerce.number().int().positive().max(2_147_483_647);

export const DESK_REFUND_METHODS = ["cash", "card_terminal"] as const;

/** A staff refund: every ticket still valid when `ticketIds` is left out, else those tickets. */
export const ZRefundOrderInput = z.object({
  orderId,
  ticketIds: z.array(z.string().min(1).max(64)).min(1, REFUND_MESSAGES.ticketNotRefundable).max(8).optional(),
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
