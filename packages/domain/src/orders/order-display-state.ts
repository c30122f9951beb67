/** What an order is, as people read it: its status, with a paid order partly given back told apart. */
export type OrderDisplayState = "pending" | "paid" | "partially_refunded" | "refunded" | "expired" | "cancelled" | "unissued";

export interface OrderRefundFigures {
  status: string;
  totalMinor: number;
  refundedMinor: number;
  quantity: number;
  refundedSeats: number;
}

/**
 * The order's display state: a paid order of which money or tickets were given back, with money or
 * seats left, is partially refunded; one given back in full (every seat, or all its money) is refunded.
 */
export function orderDisplayState(order: OrderRefundFigures): OrderDisplayState {
  if (order.status !== "paid") return order.status as OrderDisplayState;
  if (order.refundedMinor <= 0 && order.refundedSeats <= 0) return "paid";
  const allMoneyBack = order.totalMinor > 0 && order.refundedMinor >= order.totalMinor;
  const allSeatsBack = order.refundedSeats >= order.quantity;
  return allMoneyBack && allSeatsBack ? "refunded" : "partially_refunded";
}
