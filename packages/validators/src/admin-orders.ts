import { z } from "zod";
import { CHECKED_IN_FILTERS, ORDER_SEARCH_LENGTH } from "./limits";
import { ORDER_STATUSES } from "./order-status";
import { ADMIN_MESSAGES } from "./admin-messages";
import { ZRowIdParam } from "./row-id";

/** How many orders the back office lists on one page. */
export const ORDER_LIST_PAGE_SIZE = 50;

/**
 * Orders of one event, of every event found by a search of their tickets (a name, an e-mail
 * address, an order number or a ticket's short code), or both; optionally by status and by whether
 * their attendees are checked in; one page at a time, newest first.
 */
export const ZAdminOrdersInput = z
  .object({
    eventId: ZRowIdParam.optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    checkedIn: z.enum(CHECKED_IN_FILTERS).optional(),
    search: z.string().trim().min(ORDER_SEARCH_LENGTH.min).max(ORDER_SEARCH_LENGTH.max).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((input) => input.eventId !== undefined || input.search !== undefined, { message: ADMIN_MESSAGES.orderSearchNeedsEventOrText, path: ["search"] });
export type TAdminOrdersInput = z.infer<typeof ZAdminOrdersInput>;

export const ZAdminOrderIdInput = z.object({ orderId: ZRowIdParam });

export const ZAdminEventIdInput = z.object({ eventId: ZRowIdParam });
