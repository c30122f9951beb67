/**
 * What an event offers a visitor now: open, open with few seats left (at or below the organiser's
 * threshold), sold out, or closed (by the organisers, past its deadline or over). Kept apart from
 * the zod schemas, so the event cards read it without loading zod.
 */
export const EVENT_AVAILABILITY = ["open", "fewSeats", "soldOut", "closed"] as const;
export type TEventAvailability = (typeof EVENT_AVAILABILITY)[number];

/** Whether the event takes registrations (open, or few seats left). */
export const isBookable = (availability: TEventAvailability): boolean => availability === "open" || availability === "fewSeats";
