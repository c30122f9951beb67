/**
 * What an event offers a visitor now: open, open with few seats left (at or below the organiser's
 * threshold), sold out, or closed (by the organisers, past its deadline or over). Kept apart from
 * the zod schemas, so the event cards and the event page read it without loading zod.
 */
export const EVENT_AVAILABILITY = ["open", "fewSeats", "soldOut", "closed"] as const;
export type TEventAvailability = (typeof EVENT_AVAILABILITY)[number];

/** Whether the event takes registrations (open, or few seats left). */
export const isBookable = (availability: TEventAvailability): boolean => availability === "open" || availability === "fewSeats";

/** The fields of an event that say whether it takes registrations (dates as ISO texts). */
interface RegistrationWindow {
  isRegistrable: boolean;
  registrationDeadline: string | null;
  dateEnd: string;
}

/** Whether a new registration may be taken now: open flag, deadline not passed, event not over. */
export function isOpenForRegistration(event: RegistrationWindow, now: Date): boolean {
  if (!event.isRegistrable) return false;
  if (event.registrationDeadline && new Date(event.registrationDeadline) < now) return false;
  return new Date(event.dateEnd) > now;
}

/** The event's availability at `now`; `fewSeatsThreshold` 0 never says "few seats". */
export function eventAvailability(
  event: RegistrationWindow & { seatsLeft: number },
  fewSeatsThreshold: number,
  now: Date,
): TEventAvailability {
  if (!isOpenForRegistration(event, now)) return "closed";
  if (event.seatsLeft <= 0) return "soldOut";
  return event.seatsLeft <= fewSeatsThreshold ? "fewSeats" : "open";
}
