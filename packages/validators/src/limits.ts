/** Business constants and limits (specification §9). */
export const LIMITS = {
  ticketsPerOrderMin: 1,
  ticketsPerOrderMax: 8,
  eventStepperSteps: 8,
  quantityHintMin: 1,
  quantityHintMax: 5,
  ageMin: 1,
  ageMax: 100,
  discountCodeMaxLength: 12,
  passwordMinLength: 6,
  verificationCodeLength: 6,
  checkoutTimeoutMs: 5 * 60 * 1000,
  errorBannerMs: 5000,
  toastDurationMs: 4000,
  toastMaxVisible: 3,
  toastWidthPx: 356,
  carouselAutoplayMs: 2500,
  descriptionClampLines: 5,
  flightDatetimeMin: "2018-06-07T00:00",
  flightDatetimeMax: "2050-06-14T00:00",
  roundingUnits: 10,
  sessionLifetimeMs: 60 * 60 * 1000,
} as const;

/** The currencies of the network's events, all taken by PayPal. */
export const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "NOK", "DKK", "SEK", "PLN", "CZK", "CAD", "AUD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const GENDERS = ["male", "female", "nonBinary"] as const;
export const TRANSPORT_TYPES = ["train", "plane"] as const;
export const LOGISTIC_CASES = ["selfTravel", "logisticInformation", "notBooked"] as const;
export type LogisticCase = (typeof LOGISTIC_CASES)[number];

/** The back office's order filter on whether attendees are checked in. */
export const CHECKED_IN_FILTERS = ["yes", "no"] as const;

/** How long the back office's search of orders may be (here, beside the filters, so the orders route checks its URL without the schemas). */
export const ORDER_SEARCH_LENGTH = { min: 2, max: 200 } as const;

export const ROLES = ["user", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const SUPPORT_EMAIL = "contact@vyc-network.org";
