import type { LogisticCase } from "@vyc/validators";

/** Catalog keys of the three travel options, for the logistics step and the checkout summary. */
export const LOGISTIC_LABELS = {
  selfTravel: "registration:logistics.options.selfTravel",
  logisticInformation: "registration:logistics.options.logisticInformation",
  notBooked: "registration:logistics.options.notBooked",
} as const satisfies Record<LogisticCase, string>;
