/**
 * The statuses an order can be in, a closed set (the database holds `Order.status` to it):
 * - pending: its seats are held until `expiresAt` while the buyer pays;
 * - paid: paid (or free) and its tickets written;
 * - unissued: paid at the provider, but the tickets could not be written nor the payment refunded
 *   (the recovery at the next start completes or refunds it);
 * - cancelled: cancelled by staff before payment;
 * - expired: its hold ran out or was released before payment;
 * - refunded: its payment was given back (in full).
 * Only a pending order holds seats as held ones, only a paid one as paid ones.
 */
export const ORDER_STATUSES = ["pending", "paid", "unissued", "cancelled", "expired", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether a value (a query parameter, a stored text) names an order status. */
export const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);
