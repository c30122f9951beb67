import type { Prisma } from "../generated/prisma/client";

export interface NewCheckIn {
  ticketId: string;
  staffId: string;
  deviceId: string;
  scannedAt: Date;
  receivedAt: Date;
  source: string;
  result: "accepted" | "duplicate";
  clientScanId: string;
}

/** The check-in a desk recorded under this scan id, if any. */
export function findCheckInByScanId(db: Prisma.TransactionClient, clientScanId: string): Promise<{ result: string; ticketId: string } | null> {
  return db.checkIn.findUnique({ where: { clientScanId }, select: { result: true, ticketId: true } });
}

/** A ticket's accepted check-ins become duplicates (an earlier scan has just claimed it). */
export async function demoteAcceptedCheckIns(db: Prisma.TransactionClient, ticketId: string): Promise<void> {
  await db.checkIn.updateMany({ where: { ticketId, result: "accepted" }, data: { result: "duplicate", acceptedTicketId: null } });
}

/** Records a scan; an accepted one names its ticket in acceptedTicketId, which the database holds to one per ticket. */
export async function insertCheckIn(db: Prisma.TransactionClient, checkIn: NewCheckIn): Promise<void> {
  await db.checkIn.create({ data: { ...checkIn, acceptedTicketId: checkIn.result === "accepted" ? checkIn.ticketId : null } });
}
