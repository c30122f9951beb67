import { seatsTaken as seatsTakenOf, type Db } from "@vyc/db";

/** Seats taken per event: paid orders plus pending orders whose hold has not expired. */
export function seatsTaken(db: Db, eventIds: number[], now: Date): Promise<Map<number, number>> {
  return seatsTakenOf(db, eventIds, now);
}
