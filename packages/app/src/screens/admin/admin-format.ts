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
