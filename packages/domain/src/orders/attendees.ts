import { ADULT_AGE, guardianPhoneOf, type TAttendee, type TLogisticsData, type TTicketsData } from "@vyc/validators";

type LogisticsRecord = TLogisticsData[string];

/**
 * An attendee as an order keeps it: the web's form, or the desk's short one, which leaves what it
 * does not ask empty (""); a minor's guardian with their phone (E.164) from either.
 */
type StoredAttendee = Omit<TAttendee, "gender"> & { gender: TAttendee["gender"] | "" };

/** One attendee of an order with its 1-based ticket number and, when given, its travel details. */
export interface OrderAttendee {
  number: number;
  attendee: StoredAttendee;
  logistics?: LogisticsRecord;
}

/**
 * The attendees keyed by ticket number as a list in ticket order. Healthcare is not taken for
 * online events, a guardian only for attendees under 18.
 */
export function toOrderAttendees(attendees: TTicketsData, options: { isOnline: boolean; logistics?: TLogisticsData }): OrderAttendee[] {
  return Object.entries(attendees)
    .map(([key, attendee]) => {
      const number = Number(key);
      const guardian = attendee.age < ADULT_AGE ? { guardianPhone: guardianPhoneOf(attendee.guardianPhone) } : { guardianName: undefined, guardianEmail: undefined, guardianPhone: undefined };
      const kept: TAttendee = { ...attendee, ...guardian, ...(options.isOnline ? { healthcare: undefined } : {}) };
      const logistics = options.isOnline ? undefined : options.logistics?.[key];
      return logistics ? { number, attendee: kept, logistics } : { number, attendee: kept };
    })
    .sort((a, b) => a.number - b.number);
}
