import { formatDateTime, formatPrice, toMajor } from "@vyc/validators";

/** A price in minor units as the site shows it ("490 €", "$180"). */
export const money = (minor: number, currency: string): string => formatPrice(toMajor(minor), currency);

/** A stored instant as "1 Jul 2026, 09:00 UTC", or a dash. */
export const when = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : "—");

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "Pending payment",
  paid: "Paid",
  unissued: "Paid, tickets not issued",
  cancelled: "Cancelled",
  expired: "Expired",
  refunded: "Refunded",
};

export const LOGISTIC_CASE_LABELS: Record<string, string> = {
  selfTravel: "Travels by themselves",
  logisticInformation: "Gave travel details",
  notBooked: "Not booked yet",
};
