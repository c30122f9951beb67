import { z } from "zod";
import { CHECKED_IN_FILTERS } from "./limits";
import { ORDER_STATUSES } from "./order-status";

/** Orders of one event, optionally by status and by whether their attendees are checked in. */
export const ZAdminOrdersInput = z.object({
  eventId: z.coerce.number().int().positive(),
  status: z.enum(ORDER_STATUSES).optional(),
  checkedIn: z.enum(CHECKED_IN_FILTERS).optional(),
});
export type TAdminOrdersInput = z.infer<typeof ZAdminOrdersInput>;

export const ZAdminOrderIdInput = z.object({ orderId: z.coerce.number().int().positive() });
export type TAdminOrderIdInput = z.infer<typeof ZAdminOrderIdInput>;

export const ZAdminEventIdInput = z.object({ eventId: z.coerce.number().int().positive() });
export type TAdminEventIdInput = z.infer<typeof ZAdminEventIdInput>;
