import type { Refusal } from "./refusals";

/** Refusals of the back office whose text carries values, with their codes (see Refusal). */
export const ADMIN_REFUSALS = {
  capacityBelowSold: (taken: number): Refusal => ({ reason: "admin.capacityBelowSold", message: `Capacity cannot be lower than the ${taken} seats already sold or held.`, params: { taken } }),
} as const;

/** Refusals of the back office, shown to organisers as they are. */
export const ADMIN_MESSAGES = {
  eventNotFound: "Event not found.",
  discountExists: "This discount code already exists.",
  discountNotFound: "Discount code not found.",
  orderNotFound: "Order not found.",
  orderNotPending: "Only a pending order can be cancelled.",
  orderNotPaid: "Only a paid order has a confirmation to send.",
  orderSearchNeedsEventOrText: "Choose an event or type a search.",
  messageNotFound: "Message not found.",
  userNotFound: "User not found.",
  ownRole: "You cannot change your own role.",
  adminRole: "An admin's role is changed from the command line.",
  imageType: "Upload a PNG, JPEG, GIF or WebP image.",
  imageTooLarge: "The image is too large (at most 5 MB).",
  confirmationSent: "Confirmation e-mail sent.",
  outboxMessageNotFound: "This e-mail or refund was not found.",
  outboxMessageSent: "This e-mail or refund has already gone out.",
  outboxMessageBusy: "This e-mail or refund is being sent right now: look again in a minute.",
  capacityBelowSold: (taken: number) => ADMIN_REFUSALS.capacityBelowSold(taken).message,
} as const;

/** Largest image an organiser may upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
