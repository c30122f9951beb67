import { randomUUID } from "node:crypto";
import type { Queries, Tx } from "../database";
import { prepare } from "../query/prepared";
import { addDeskCheckIn } from "./event-figures";

export interface NewCheckIn {
  ticketId: string;
  /** The ticket's event. */
  eventId: number;
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

const checkInByScanId = prepare((q, v: { clientScanId: string }) => q.selectFrom("CheckIn").select(["result", "ticketId", "listDay"]).where("clientScanId", "=", v.clientScanId));

/** The check-in a desk recorded under this scan id, if any. */
export async function findCheckInByScanId(db: Queries, clientScanId: string): Promise<{ result: string; ticketId: string; listDay: string | null } | null> {
  return (await checkInByScanId.first(db, { clientScanId })) ?? null;
}

/**
 * The key that holds a ticket to one accepted check-in per list: its id on the event's list, and
 * "{id}@{day}" on the list of one of the event's days, where it is admitted again each day.
 */
export const acceptedCheckInKey = (ticketId: string, listDay: string | null): string => (listDay === null ? ticketId : `${ticketId}${dayListKeySuffix(listDay)}`);

/** What follows a ticket's id in its accepted key on the list of one day (see acceptedCheckInKey). */
export const dayListKeySuffix = (listDay: string): string => `@${listDay}`;

const acceptedCheckIn = prepare((q, v: { acceptedKey: string }) => q.selectFrom("CheckIn").select(["id", "scannedAt"]).where("acceptedKey", "=", v.acceptedKey));

/** The accepted check-in that holds this key (see acceptedCheckInKey), if any. */
export async function findAcceptedCheckIn(db: Queries, acceptedKey: string): Promise<{ id: string; scannedAt: Date } | null> {
  return (await acceptedCheckIn.first(db, { acceptedKey })) ?? null;
}

/**
 * An accepted check-in becomes a duplicate (an earlier scan on the same list has just claimed its
 * ticket): its desk has one accepted check-in fewer (see event-figures).
 */
export async function demoteCheckIn(tx: Tx, checkInId: string): Promise<void> {
  const demoted = await tx.query
    .updateTable("CheckIn")
    .set({ result: "duplicate", acceptedKey: null })
    .where("id", "=", checkInId)
    .where("result", "=", "accepted")
    .returning(["eventId", "deviceId"])
    .executeTakeFirst();
  if (demoted) await addDeskCheckIn(tx, { ...demoted, deskName: null, accepted: -1 });
}

const insertCheckInRow = prepare((q, v: NewCheckIn & { id: string; acceptedKey: string | null }) =>
  q.insertInto("CheckIn").values({
    id: v.id,
    ticketId: v.ticketId,
    eventId: v.eventId,
    staffId: v.staffId,
    deviceId: v.deviceId,
    scannedAt: v.scannedAt,
    receivedAt: v.receivedAt,
    source: v.source,
    result: v.result,
    clientScanId: v.clientScanId,
    listEventId: v.listEventId,
    listDay: v.listDay,
    deskName: v.deskName,
    acceptedKey: v.acceptedKey,
  }),
);

/**
 * Records a scan; an accepted one holds its list's key (see acceptedCheckInKey), which the database
 * keeps unique, and counts for its desk (see event-figures).
 */
export async function insertCheckIn(tx: Tx, checkIn: NewCheckIn): Promise<void> {
  const acceptedKey = checkIn.result === "accepted" ? acceptedCheckInKey(checkIn.ticketId, checkIn.listDay) : null;
  await insertCheckInRow.affected(tx, { id: randomUUID(), ...checkIn, acceptedKey });
  if (checkIn.result === "accepted") await addDeskCheckIn(tx, { eventId: checkIn.eventId, deviceId: checkIn.deviceId, deskName: checkIn.deskName, accepted: 1 });
}

/** Which of these tickets have been admitted (an accepted check-in on any list). */
export async function findCheckedInTickets(db: Queries, ticketIds: readonly string[]): Promise<string[]> {
  if (ticketIds.length === 0) return [];
  const rows = await db.query.selectFrom("CheckIn").select("ticketId").distinct().where("ticketId", "in", ticketIds).where("result", "=", "accepted").execute();
  return rows.map((row) => row.ticketId);
}
