import { type Db } from "@vyc/db";
import { seatsTaken as seatsTakenOf } from "@vyc/db/stores/seats";

/** Seats taken per event: paid orders plus pending orders whose hold has not expired. */
export function seatsTaken(db: Db, eventIds: number[], now: Date): Promise<Map<number, number>> {
  return seatsTakenOf(db, eventIds, now);
}
