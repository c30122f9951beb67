import { z } from "zod";
import { LIMITS } from "./limits";
import { ZPriceLines } from "./price-lines";
import type { Refusal } from "./refusals";
import { ZDiscountCodeInput, ZOrderDraftInput, ZRestOrderDraft } from "./registration";
import { ZRowId, ZRowIdParam } from "./row-id";

/** Refusals of the money path with their codes (see Refusal): those the payment screen acts on, and those whose text carries values. */
export const CHECKOUT_REFUSALS = {
  /** The seats' hold ran out: the buyer is sent to the timeout page. */
  holdExpired: { reason: "checkout.holdExpired", message: "Your checkout session has expired. Please start again." },
  seatsLeft: (left: number): Refusal => ({
    reason: "checkout.seatsLeft",
    message: `Only ${left} ${left === 1 ? "seat is" : "seats are"} left for this event.`,
    params: { left },
  }),
  holdLimit: (held: number): Refusal => ({
    reason: "checkout.holdLimit",
    message: `You already hold ${held} ${held === 1 ? "seat" : "seats"} of this event in a payment that is not finished, and one buyer can hold at most ${LIMITS.ticketsPerOrderMax}. Finish that payment, or try again in a few minutes.`,
    params: { held, max: LIMITS.ticketsPerOrderMax },
  }),
  ticketTypeSoldOut: (name: string): Refusal => ({ reason: "checkout.ticketTypeSoldOut", message: `"${name}" tickets are sold out.`, params: { name } }),
  ticketTypeLeft: (name: string, left: number): Refusal => ({
    reason: "checkout.ticketTypeLeft",
    message: `Only ${left} "${name}" ${left === 1 ? "ticket is" : "tickets are"} left.`,
    params: { name, left },
  }),
  ticketTypeNotYetOnSale: (name: string): Refusal => ({ reason: "checkout.ticketTypeNotYetOnSale", message: `"${name}" tickets are not on sale yet.`, params: { name } }),
  ticketTypeSaleEnded: (name: string): Refusal => ({ reason: "checkout.ticketTypeSaleEnded", message: `"${name}" tickets are no longer on sale.`, params: { name } }),
  ticketTypeNotAtDesk: (name: string): Refusal => ({ reason: "checkout.ticketTypeNotAtDesk", message: `"${name}" tickets are not sold at the desk.`, params: { name } }),
  attendeeAlreadyRegistered: (email: string): Refusal => ({ reason: "checkout.attendeeAlreadyRegistered", message: `${email} is already registered for this event.`, params: { email } }),
} as const satisfies Record<string, Refusal | ((...args: never[]) => Refusal)>;

/** Server refusals of the money path, shown to the buyer as they are. */
export const CHECKOUT_MESSAGES = {
  eventNotFound: "Event not found.",
  registrationClosed: "Registration for this event is closed.",
  soldOut: "This event is sold out.",
  seatsLeft: (left: number) => CHECKOUT_REFUSALS.seatsLeft(left).message,
  paymentRequired: "This event is paid: please complete the payment at checkout.",
  freeEvent: "This event is free: register without payment.",
  orderNotFound: "Order not found.",
  holdExpired: CHECKOUT_REFUSALS.holdExpired.message,
  orderNotPending: "This order can no longer be paid.",
  alreadyPaid: "This order is already paid.",
  providerUnavailable: "This payment method is not available.",
  nothingToPay: "This order costs nothing: confirm it without payment.",
  discountUnknown: "This discount code does not exist.",
  discountInactive: "This discount code is no longer active.",
  discountNotYetValid: "This discount code is not valid yet.",
  discountExpired: "This discount code has expired.",
  discountUsedUp: "This discount code has been used up.",
  discountOtherEvent: "This discount code is not valid for this event.",
  priceMismatch: "The price does not match this order.",
  captureNotVerified: "The payment could not be verified.",
  captureAlreadyUsed: "This payment has already been used for a registration.",
  holdLimit: (held: number) => CHECKOUT_REFUSALS.holdLimit(held).message,
  ticketsNotIssuedRefunded: "Your tickets could not be issued, so your payment has been refunded. Please try again later.",
  ticketsNotIssued: "Your payment was received but your tickets could not be issued yet. The organisers will issue them or refund you.",
  attendeeAlreadyRegistered: (email: string) => CHECKOUT_REFUSALS.attendeeAlreadyRegistered(email).message,
  ticketTypeUnknown: "This ticket type is not offered for this event.",
  ticketTypeSoldOut: (name: string) => CHECKOUT_REFUSALS.ticketTypeSoldOut(name).message,
  ticketTypeLeft: (name: string, left: number) => CHECKOUT_REFUSALS.ticketTypeLeft(name, left).message,
  ticketTypeNotYetOnSale: (name: string) => CHECKOUT_REFUSALS.ticketTypeNotYetOnSale(name).message,
  ticketTypeSaleEnded: (name: string) => CHECKOUT_REFUSALS.ticketTypeSaleEnded(name).message,
  ticketTypeNotAtDesk: (name: string) => CHECKOUT_REFUSALS.ticketTypeNotAtDesk(name).message,
} as const;

export const ZPublicRegistrationOutput = z.object({ success: z.literal(true), orderId: z.number().int() });

export const ZDiscountLookupInput = ZDiscountCodeInput.extend({ eventId: ZRowIdParam.optional() });
export const ZDiscountLookupOutput = z.object({ voucher: z.object({ discount: z.number().int() }) });

const PAYMENT_PROVIDERS = ["paypal", "test"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The price of an order as the server fixed it, line by line in minor units, and the discount code applied. */
export const ZQuote = ZPriceLines.extend({ discountCode: z.string().nullable() });
export type TQuote = z.infer<typeof ZQuote>;

export const ZOrderIdInput = z.object({ orderId: ZRowId });

export const ZApplyDiscountInput = ZOrderIdInput.extend({
  code: z.string().trim().max(LIMITS.discountCodeMaxLength).nullable(),
});
export type TApplyDiscountInput = z.infer<typeof ZApplyDiscountInput>;

export const ZCreatePaymentInput = ZOrderIdInput.extend({ provider: z.enum(PAYMENT_PROVIDERS) });
export type TCreatePaymentInput = z.infer<typeof ZCreatePaymentInput>;

export const ZCapturePaymentInput = ZOrderIdInput.extend({ providerOrderId: z.string().min(1).max(64) });
export type TCapturePaymentInput = z.infer<typeof ZCapturePaymentInput>;

/**
 * What a capture ended in: completed (tickets exist), not_completed (e.g. the capture is PENDING
 * at the provider: not paid), declined (the buyer may choose another funding source),
 * provider_error, registration_failed (paid but the tickets could not be written: refunded, or,
 * when the refund fails too, kept as an unissued order that the recovery at the next start
 * completes or refunds).
 */
const CAPTURE_OUTCOMES = ["completed", "not_completed", "declined", "provider_error", "registration_failed"] as const;
export type CaptureOutcome = (typeof CAPTURE_OUTCOMES)[number];
export const ZCaptureOutput = z.object({ outcome: z.enum(CAPTURE_OUTCOMES), orderId: z.number().int() });
export type TCaptureOutput = z.infer<typeof ZCaptureOutput>;

/** The legacy paid registration payload (specification §3): price and captureId are checked, never trusted. */
const paidRegistrationFields = {
  captureId: z.string().trim().min(1).max(64),
  price: z.coerce.number().nonnegative(),
  details: z.unknown().optional(),
};
export const ZPrivateRegistrationInput = ZOrderDraftInput.safeExtend(paidRegistrationFields);
export type TPrivateRegistrationInput = z.infer<typeof ZPrivateRegistrationInput>;

/** The paid registration as the specification's POST /api/register/private names its order details. */
export const ZRestPrivateRegistration = ZRestOrderDraft.safeExtend(paidRegistrationFields);

/** What the payment page may offer: PayPal's buttons (with what its SDK needs) and/or the test button. */
const ZPaymentOptions = z.object({
  paypal: z.object({ clientId: z.string(), sdkUrl: z.string() }).nullable(),
  test: z.boolean(),
});
export type TPaymentOptions = z.infer<typeof ZPaymentOptions>;

export const ZCheckoutStartOutput = z.object({
  orderId: z.number().int(),
  quote: ZQuote,
  /** Time left on the hold as the server counts it (the page's timer does not trust the browser clock's date). */
  expiresInMs: z.number().int(),
  payment: ZPaymentOptions,
});
export type TCheckoutStartOutput = z.infer<typeof ZCheckoutStartOutput>;
