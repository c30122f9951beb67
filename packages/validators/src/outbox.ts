import { z } from "zod";
import { ZRowId } from "./row-id";

/** The kinds of e-mails and provider calls the product sends after a fact (the outbox's message kinds). */
export type OutboxMessageKind = "order.confirmation" | "order.guardian-consent" | "refund.provider" | "refund.mail" | "desk.tickets" | "waiting-list.offer" | "attendee.message";

/** A message that keeps failing is listed after this many attempts, or once given up. */
export const OUTBOX_TROUBLED_AFTER_ATTEMPTS = 3;

/**
 * An e-mail or refund the product keeps failing to send, as staff see it: what it is (`kind`, one
 * of OutboxMessageKind, or another version's kind shown as it is), the order it is about, how
 * often it was tried and why the last try failed. `failed`: given up until staff send it again (no
 * next attempt); `pending`: tried again by itself at `nextAttemptAt`.
 */
const ZOutboxMessageView = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The order it is about (a refund's order for the refund kinds); null when the payload names none. */
  orderId: z.number().int().nullable(),
  refundId: z.string().nullable(),
  /** For a waiting-list offer: the event whose waiting list it is. */
  waitingList: z.object({ eventId: z.number().int(), eventName: z.string() }).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  status: z.enum(["pending", "failed"]),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type TOutboxMessageView = z.output<typeof ZOutboxMessageView>;

export const ZOutboxMessageList = z.array(ZOutboxMessageView);

export const ZOutboxMessageIdInput = z.object({ id: ZRowId });
