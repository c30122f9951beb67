import type { NewOutboxMessage } from "@vyc/db/stores/outbox";

/**
 * The calls out the product makes after a fact, as outbox messages: each kind with the payload its
 * handler reads. Written by the transaction of the fact (see enqueueOutboxMessages), carried out by
 * the outbox worker (see outbox-handlers).
 */
export const OUTBOX_KINDS = {
  /** The buyer's tickets, invoice and calendar file of a newly paid order. */
  orderConfirmation: "order.confirmation",
  /** Each minor's guardian's personal consent link, for a newly paid order with minors. */
  guardianConsent: "order.guardian-consent",
  /** Asking the payment provider for a pending refund (its request id makes a retry the same refund). */
  refundAtProvider: "refund.provider",
  /** The buyer's (and for a cancelled event the attendees') e-mail about a completed refund. */
  refundMail: "refund.mail",
  /** A desk order's tickets, e-mailed to its attendees when staff ask (deskLocale: the desk's language, "" for none). */
  deskTickets: "desk.tickets",
  /** A waiting-list offer's e-mail with its personal link. */
  waitingListOffer: "waiting-list.offer",
  /** An online event's join link, e-mailed again to an order's buyer after staff changed it. */
  joinLink: "order.join-link",
  /** Staff's message to an event's ticket holders, to one recipient (an AttendeeMessageRecipient) in its language. */
  attendeeMessage: "attendee.message",
} as const;

/** A payload's field, checked: a message written by another version of the product is refused, never guessed. */
export function payloadField<T extends "number" | "string" | "boolean">(payload: unknown, name: string, type: T): T extends "number" ? number : T extends "string" ? string : boolean {
  const value = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
  if (typeof value !== type) throw new Error(`The outbox message's ${name} is missing.`);
  return value as T extends "number" ? number : T extends "string" ? string : boolean;
}

export const orderConfirmationMessage = (orderId: number): NewOutboxMessage => ({ kind: OUTBOX_KINDS.orderConfirmation, payload: { orderId } });
export const guardianConsentMessage = (orderId: number): NewOutboxMessage => ({ kind: OUTBOX_KINDS.guardianConsent, payload: { orderId } });
export const refundAtProviderMessage = (refundId: string): NewOutboxMessage => ({ kind: OUTBOX_KINDS.refundAtProvider, payload: { refundId } });
export const deskTicketsMessage = (orderId: number, deskLocale: string): NewOutboxMessage => ({ kind: OUTBOX_KINDS.deskTickets, payload: { orderId, deskLocale } });
export const waitingListOfferMessage = (entryId: number): NewOutboxMessage => ({ kind: OUTBOX_KINDS.waitingListOffer, payload: { entryId } });
export const refundMailMessage = (refundId: string, cancellation: boolean): NewOutboxMessage => ({ kind: OUTBOX_KINDS.refundMail, payload: { refundId, cancellation } });
export const joinLinkMessage = (orderId: number): NewOutboxMessage => ({ kind: OUTBOX_KINDS.joinLink, payload: { orderId } });
export const attendeeMessageMail = (recipientId: number): NewOutboxMessage => ({ kind: OUTBOX_KINDS.attendeeMessage, payload: { recipientId } });
