import { z } from "zod";
import { ZPriceLines } from "./price-lines";
import { ZGuardianConsentState } from "./privacy";

/** One ticket of GET /api/user/tickets, with the fields of specification §3 and its id. */
export const ZUserTicket = z.object({
  id: z.string(),
  number: z.number().int(),
  capture_id: z.string().nullable(),
  status: z.string(),
  qrcode: z.string().nullable(),
  lastname: z.string(),
  firstname: z.string(),
  price: z.number(),
  currency: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  place: z.string(),
  location: z.string(),
  email: z.string(),
  phone: z.string(),
  user_id: z.string(),
  eventId: z.number().int(),
  event_category: z.string(),
  event_label: z.string(),
  /** Whether a parent's or guardian's consent is needed (attendee under 18) and given. */
  guardian_consent: ZGuardianConsentState,
});

/**
 * A ticket as the account page reads it: the specification's shape, the short code staff can type at
 * the desk, what was paid for it (its share of the order's total, in minor units), its type's names
 * when its event has several types (null otherwise) and whether its event asks it questions its
 * buyer can see and change.
 */
const ZAccountTicket = ZUserTicket.extend({
  short_code: z.string(),
  paid_minor: z.number().int(),
  ticket_type: z.object({ name: z.string(), nameVi: z.string() }).nullable(),
  asks_questions: z.boolean(),
});
export type TAccountTicket = z.infer<typeof ZAccountTicket>;

export const ZUserOrder = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  status: z.string(),
  event_name: z.string(),
  is_online: z.boolean(),
  quantity: z.number().int(),
  total: z.number(),
  currency: z.string(),
});

/** Where and when an order's event is, as the account page shows it: its zone, and its category, place and location in Vietnamese (empty when not translated). */
const ZAccountOrderEvent = z.object({
  time_zone: z.string(),
  event_category_vi: z.string(),
  place_vi: z.string(),
  location_vi: z.string(),
});

/**
 * An order as the account page reads it: the specification's shape, the event's zone and Vietnamese texts (see ZAccountOrderEvent), the event's Vietnamese name
 * (empty when not translated) and, for a paid order of an online event, its join link (null when
 * the organisers have not set one, or the order holds no valid ticket), its price line by line and
 * its display state.
 */
const ZAccountOrder = ZUserOrder.extend(ZAccountOrderEvent.shape).extend({
  event_name_vi: z.string(),
  join_link: z.string().nullable(),
  price_lines: ZPriceLines,
  /** The status as the buyer reads it: a paid order partly given back is partially_refunded. */
  display_state: z.enum(["pending", "paid", "partially_refunded", "refunded", "expired", "cancelled", "unissued"]),
});
export type TAccountOrder = z.infer<typeof ZAccountOrder>;

/**
 * The user's tickets and orders, each an object keyed by index ("0", "1", ...): the ticket group
 * at a key belongs to the order at the same key.
 */
export const ZUserTicketsOutput = z.object({
  tickets: z.record(z.string(), z.array(ZAccountTicket)),
  orders: z.record(z.string(), ZAccountOrder),
});
export type TUserTicketsOutput = z.infer<typeof ZUserTicketsOutput>;
