import { randomUUID } from "node:crypto";
import type { Queries } from "../database";

export interface NewCheckIn {
  ticketId: string;
  staffId: string;
  deviceId: string;
  scannedAt: Date;
  receivedAt: Date;
  source: string;
  result: "accepted" | "duplicate";
  clientScanId: string;
  /** The check-in list the desk scanned on, and the desk's name. */
  listEventId: number;
  listDay: string | null;
  deskName: string | null;
}

/** The check-in a desk recorded under this scan id, if any. */
export async function findCheckInByScanId(db: Queries, clientScanId: string): Promise<{ result: string; ticketId: string } | null> {
  return (await db.query.selectFrom("CheckIn").select(["result", "ticketId"]).where("clientScanId", "=", clientScanId).executeTakeFirst()) ?? null;
}

/** A ticket's accepted check-ins become duplicates (an earlier scan has just claimed it). */
export async function demoteAcceptedCheckIns(db: Queries, ticketId: string): Promise<void> {
  await db.query
    .updateTable("CheckIn")
    .set({ result: "duplicate", acceptedTicketId: null })
    .where("ticketId", "=", ticketId)
    .where("result", "=", "accepted")
    .execute();
}

/** Records a scan; an accepted one names its ticket in acceptedTicketId, which the database holds to one per ticket. */
export async function insertCheckIn(db: Queries, checkIn: NewCheckIn): Promise<void> {
  await db.query
    .insertInto("CheckIn")
    .values({ id: randomUUID(), ...checkIn, acceptedTicketId: checkIn.result === "accepted" ? checkIn.ticketId : null })
    .execute();
}
