import type { TAttendee, TLogisticsData, TTicketsData } from "@vyc/validators";

export type LogisticsRecord = TLogisticsData[string];

/** One attendee of an order with its 1-based ticket number and, when given, its travel details. */
export interface OrderAttendee {
  number: number;
  attendee: TAttendee;
  logistics?: LogisticsRecord;
}

/**
 * The attendees keyed by ticket number as a list in ticket order. Healthcare is not taken for
 * online events.
 */
export function toOrderAttendees(participants: TTicketsData, options: { isOnline: boolean; logistics?: TLogisticsData }): OrderAttendee[] {
  return Object.entries(participants)
    .map(([key, attendee]) => {
      const number = Number(key);
      const kept: TAttendee = options.isOnline ? { ...attendee, healthcare: undefined } : attendee;
      const logistics = options.isOnline ? undefined : options.logistics?.[key];
      return logistics ? { number, attendee: kept, logistics } : { number, attendee: kept };
    })
    .sort((a, b) => a.number - b.number);
}
