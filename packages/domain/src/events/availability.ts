import { seatsTaken as seatsTakenOf, sqlOf, type Db } from "@vyc/db";

/** Seats taken per event: paid orders plus pending orders whose hold has not expired. */
export function seatsTaken(db: Db, eventIds: number[], now: Date): Promise<Map<number, number>> {
  return seatsTakenOf(sqlOf(db), eventIds, now);
}
