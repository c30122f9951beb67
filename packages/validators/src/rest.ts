import { z } from "zod";
import { ZUserOrder, ZUserTicket } from "./account";
import { ZSignupOutput } from "./auth";
import { ZRestPrivateRegistration } from "./checkout";
import { ZEventOutput } from "./event";

/**
 * The /api paths answer in the shapes of the specification's call table (§7), which the typed
 * tRPC API does not have to follow: these schemas describe those answers.
 */

export const ZRestEventsAnswer = z.object({ events: z.array(ZEventOutput) });
export const ZRestEventAnswer = z.object({ event: ZEventOutput });

/** A ticket of GET /api/user/tickets: `status` is the payment's status text (COMPLETED once paid). */
export const ZRestTicket = ZUserTicket;
export type TRestTicket = z.infer<typeof ZRestTicket>;

/**
 * GET /api/user/tickets: `tickets` keyed by order id, `orders` keyed by index ("0", "1", ...) in
 * the same order (ascending order id), so the nth ticket group belongs to the nth order; both null
 * for a user without tickets.
 */
export const ZRestUserTicketsAnswer = z.object({
  tickets: z.record(z.string().regex(/^\d+$/), z.array(ZRestTicket)).nullable(),
  orders: z.record(z.string().regex(/^\d+$/), ZUserOrder).nullable(),
});
export type TRestUserTicketsAnswer = z.infer<typeof ZRestUserTicketsAnswer>;

/** A refusal the page shows as 'Error : {message}.', answered with status 200. */
const ZRestRejection = z.object({ success: z.literal(false), message: z.string() });
export type TRestRejection = z.infer<typeof ZRestRejection>;

export const ZRestSignupAnswer = z.union([ZSignupOutput.extend({ success: z.literal(true) }), ZRestRejection]);
export const ZRestAuthAnswer = z.union([z.object({ success: z.literal(true), message: z.string() }), ZRestRejection]);

/**
 * Every other refusal of an /api path (non-2xx): the message to show, tRPC's error code, the
 * invalid fields of a malformed request, and on a server failure the request's id in the log.
 */
export const ZRestError = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type TRestError = z.infer<typeof ZRestError>;

/** JSON as a browser form posts it: a member sent as null is a member left empty (not given). */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== null)
      .map(([key, member]) => [key, withoutNulls(member)]),
  );
}

/**
 * Whether a request's payload holds the NUL character anywhere, in a text or a member's name: no
 * text column of PostgreSQL takes it, so such a payload is refused as bad input at the edge.
 */
export function containsNul(payload: unknown): boolean {
  // Walked with a list rather than by recursion: a payload may nest deeper than the call stack.
  const waiting: unknown[] = [payload];
  while (waiting.length > 0) {
    const value = waiting.pop();
    if (typeof value === "string" && value.includes("\u0000")) return true;
    // An upload's bytes are not text.
    if (typeof value !== "object" || value === null || ArrayBuffer.isView(value)) continue;
    for (const [key, member] of Object.entries(value)) {
      if (key.includes("\u0000")) return true;
      waiting.push(member);
    }
  }
  return false;
}

/**
 * POST /api/register/private as a browser form posts it. Without a capture id (null, "" or left
 * out) it is taken only when the server's price of the order is 0 (a 100 % discount code).
 */
export const ZRestPrivateRegistrationBody = z.object({
  ...ZRestPrivateRegistration.shape,
  captureId: ZRestPrivateRegistration.shape.captureId.or(z.literal("")).nullish(),
  discountCode: ZRestPrivateRegistration.shape.discountCode.nullable(),
});

export const REST_MESSAGES = {
  nulCharacter: "Text may not contain the NUL character (U+0000).",
  captureRequired: "This order has a price: pay it first and send the payment's captureId.",
} as const;
