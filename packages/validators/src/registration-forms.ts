import { z } from "zod";
import { LIMITS } from "./limits";
import { ZAttendee, ZLogisticsRecord } from "./registration";

/** Registration step 1: one attendee per ticket and the two waivers, which must both be accepted. */
export const ZAttendeesForm = z.object({
  attendees: z.array(ZAttendee).min(LIMITS.ticketsPerOrderMin).max(LIMITS.ticketsPerOrderMax),
  waiverLiability: z.literal(true, { message: "Accept the waiver of liability." }),
  waiverGuardian: z.literal(true, { message: "Accept the parent/guardian waiver." }),
});
export type TAttendeesFormInput = z.input<typeof ZAttendeesForm>;
export type TAttendeesForm = z.output<typeof ZAttendeesForm>;

/** Flight information: one logistics record per ticket, in ticket order. */
export const ZFlightsForm = z.object({
  flights: z.array(ZLogisticsRecord).min(LIMITS.ticketsPerOrderMin).max(LIMITS.ticketsPerOrderMax),
});
export type TFlightsFormInput = z.input<typeof ZFlightsForm>;
export type TFlightsForm = z.output<typeof ZFlightsForm>;

/** A list in ticket order as the map keyed by 1-based ticket number that the API takes. */
export const byTicketNumberMap = <T>(items: readonly T[]): Record<string, T> =>
  Object.fromEntries(items.map((item, i) => [String(i + 1), item]));
