import { z } from "zod";
import { LIMITS } from "./limits";
import type { Refusal } from "./refusals";
import { ZRowId } from "./row-id";

/** Waiting-list refusals whose text carries values, with their codes (see Refusal). */
export const WAITING_LIST_REFUSALS = {
  notEnoughFree: (free: number): Refusal => ({ reason: "waitingList.notEnoughFree", message: `Only ${free} ${free === 1 ? "seat is" : "seats are"} free to offer.`, params: { free } }),
} as const;

/** What the waiting-list procedures answer a caller who can change it (English on the wire; the `errors` catalog translates). */
export const WAITING_LIST_MESSAGES = {
  /** The order limits (LIMITS.ticketsPerOrderMin/Max), written out for the catalogs. */
  seatsRange: "Ask for 1 to 8 seats.",
  stillOnSale: "Seats are still on sale for this event: register instead.",
  alreadyInLine: "You are already on the waiting list of this event.",
  notInLine: "You are not on the waiting list of this event.",
  eventNotFound: "This event does not exist.",
  entryNotFound: "This place in the waiting list was not found.",
  notWaiting: "Only someone still waiting can get an offer.",
  moreThanAsked: "Offer at most the seats this person asked for.",
  offerNotFound: "This offer does not exist or is not yours.",
  notEnoughFree: (free: number) => WAITING_LIST_REFUSALS.notEnoughFree(free).message,
};

const ZWaitingSeats = z.coerce
  .number()
  .int(WAITING_LIST_MESSAGES.seatsRange)
  .min(LIMITS.ticketsPerOrderMin, WAITING_LIST_MESSAGES.seatsRange)
  .max(LIMITS.ticketsPerOrderMax, WAITING_LIST_MESSAGES.seatsRange);

export const ZJoinWaitingListInput = z.object({ eventId: ZRowId, seats: ZWaitingSeats });
export type TJoinWaitingListInput = z.infer<typeof ZJoinWaitingListInput>;

export const ZWaitingListEventInput = z.object({ eventId: ZRowId });

export const ZWaitingEntryInput = z.object({ entryId: ZRowId });

/** Staff offer a person seats by hand: those they asked for, or fewer (`seats`). */
export const ZWaitingHandOfferInput = ZWaitingEntryInput.extend({ seats: ZWaitingSeats.optional() });

export const ZWaitingOfferInput = z.object({ token: z.string().min(1).max(200) });

const ZWaitingStatus = z.enum(["waiting", "offered", "claimed", "purchased", "expired", "left", "removed"]);

/** A visitor's place in an event's line, as the tickets page shows it. */
export const ZWaitingPlace = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventNameVi: z.string(),
  seats: z.number().int(),
  status: ZWaitingStatus,
  place: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
});
export type TWaitingPlace = z.infer<typeof ZWaitingPlace>;

/** The offer behind an e-mailed link, for the person it was made to. */
export const ZWaitingOffer = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  eventNameVi: z.string(),
  seats: z.number().int(),
  status: ZWaitingStatus,
  offerExpiresAt: z.string().nullable(),
});
export type TWaitingOffer = z.infer<typeof ZWaitingOffer>;

/** One person of an event's line in the back office. */
const ZWaitingListRow = z.object({
  id: z.number().int(),
  email: z.string(),
  seats: z.number().int(),
  status: ZWaitingStatus,
  place: z.number().int().nullable(),
  createdAt: z.string(),
  offerExpiresAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type TWaitingListRow = z.infer<typeof ZWaitingListRow>;

export const ZAdminWaitingList = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  capacity: z.number().int(),
  offerHours: z.number().int(),
  rows: z.array(ZWaitingListRow),
});
export type TAdminWaitingList = z.infer<typeof ZAdminWaitingList>;
