import { z } from "zod";
import { CHECKED_IN_FILTERS } from "./limits";
import { ORDER_STATUSES } from "./order-status";

/** How long the back office's search of an event's orders may be. */
export const ORDER_SEARCH_LENGTH = { min: 2, max: 200 } as const;

/**
 * Orders of one event, optionally by status, by whether their attendees are checked in, and by a
 * search of their tickets (a name, an e-mail address, an order number or a ticket's short code).
 */
export const ZAdminOrdersInput = z.object({
  eventId: z.coerce.number().int().positive(),
  status: z.enum(ORDER_STATUSES).optional(),
  checkedIn: z.enum(CHECKED_IN_FILTERS).optional(),
  search: z.string().trim().min(ORDER_SEARCH_LENGTH.min).max(ORDER_SEARCH_LENGTH.max).optional(),
});
export type TAdminOrdersInput = z.infer<typeof ZAdminOrdersInput>;

export const ZAdminOrderIdInput = z.object({ orderId: z.coerce.number().int().positive() });
export type TAdminOrderIdInput = z.infer<typeof ZAdminOrderIdInput>;

export const ZAdminEventIdInput = z.object({ eventId: z.coerce.number().int().positive() });
export type TAdminEventIdInput = z.infer<typeof ZAdminEventIdInput>;
