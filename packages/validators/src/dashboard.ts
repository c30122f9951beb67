import { z } from "zod";

/** One event on the back office's dashboard: its seats against capacity, money taken, codes used, the line and daily sales. */
const ZDashboardEvent = z.object({
  eventId: z.number(),
  name: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  timeZone: z.string(),
  isPublished: z.boolean(),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
  free: z.number(),
  revenue: z.array(z.object({ currency: z.string(), totalMinor: z.number() })),
  discountUses: z.number(),
  waiting: z.number(),
  ticketsPerDay: z.array(z.object({ day: z.string(), tickets: z.number() })),
  /** Tickets sold of each ticket type on offer, in the types' order. */
  perType: z.array(z.object({ name: z.string(), nameVi: z.string(), quota: z.number().nullable(), sold: z.number() })),
  /** The event is under way or starts or ends within a day: its check-in is shown live. */
  eventDay: z.boolean(),
});
export type TDashboardEvent = z.output<typeof ZDashboardEvent>;

export const ZDashboard = z.object({ generatedAt: z.string(), events: z.array(ZDashboardEvent) });
export type TDashboard = z.output<typeof ZDashboard>;

/** An event's check-in as the desks scan: checked in against expected, per desk, and the latest scans. */
export const ZCheckInLive = z.object({
  eventId: z.number(),
  expected: z.number(),
  checkedIn: z.number(),
  /** `desk` is the desk's name, or its device id for check-ins made before desks had names. */
  perDesk: z.array(z.object({ deviceId: z.string(), desk: z.string(), accepted: z.number() })),
  lastScans: z.array(
    z.object({ at: z.string(), deviceId: z.string(), desk: z.string(), result: z.string(), name: z.string(), ticket: z.string() }),
  ),
});
export type TCheckInLive = z.output<typeof ZCheckInLive>;
