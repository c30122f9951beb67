import { type Db } from "@vyc/db";
import { listEventRevenue, listEventSales, listTicketsPerDay, readCheckInProgress } from "@vyc/db/stores/dashboard";
import { countSoldPerTicketType } from "@vyc/db/stores/ticket-types";
import { countWaitingListPeople } from "@vyc/db/stores/waiting-list";
import type { TCheckInLive, TDashboard } from "@vyc/validators";

const DAY = 24 * 60 * 60 * 1000;
const LAST_SCANS = 8;

/** Check-in is followed live from a day before an event starts until a day after it ends. */
const isEventDay = (event: { dateStart: Date; dateEnd: Date }, now: Date): boolean =>
  now.getTime() >= event.dateStart.getTime() - DAY && now.getTime() <= event.dateEnd.getTime() + DAY;

/**
 * The back office's overview of every event not over for more than a day: seats sold, held and
 * free against capacity, money taken per currency, discount uses, people waiting and tickets sold
 * per day and per ticket type. The numbers are the counters each sale, move, refund and check-in
 * keeps in its own transaction, read at the time of asking; only running holds are counted then.
 */
export async function salesDashboard(db: Db, now: Date): Promise<TDashboard> {
  const sql = db;
  const events = await listEventSales(sql, new Date(now.getTime() - DAY), now);
  const ids = events.map((e) => e.eventId);
  const [revenue, waiting, perDay, perType] = await Promise.all([
    listEventRevenue(sql, ids),
    countWaitingListPeople(sql, ids),
    listTicketsPerDay(sql, ids),
    countSoldPerTicketType(sql, ids),
  ]);
  return {
    generatedAt: now.toISOString(),
    events: events.map((e) => ({
      eventId: e.eventId,
      name: e.name,
      dateStart: e.dateStart.toISOString(),
      dateEnd: e.dateEnd.toISOString(),
      timeZone: e.timeZone,
      isPublished: e.isPublished,
      capacity: e.capacity,
      sold: e.sold,
      held: e.held,
      free: Math.max(0, e.capacity - e.sold - e.held),
      revenue: revenue.filter((r) => r.eventId === e.eventId).map(({ currency, totalMinor }) => ({ currency, totalMinor })),
      discountUses: e.discountUses,
      waiting: waiting.get(e.eventId) ?? 0,
      ticketsPerDay: perDay.filter((day) => day.eventId === e.eventId).map(({ day, tickets }) => ({ day, tickets })),
      perType: perType.filter((type) => type.eventId === e.eventId).map(({ name, nameVi, quota, sold }) => ({ name, nameVi, quota, sold })),
      eventDay: isEventDay(e, now),
    })),
  };
}

/** One event's check-in progress, as the live view shows it. */
export async function checkInLive(db: Db, eventId: number): Promise<TCheckInLive> {
  const progress = await readCheckInProgress(db, eventId, LAST_SCANS);
  return {
    eventId,
    expected: progress.expected,
    checkedIn: progress.checkedIn,
    perDesk: progress.perDesk.map((desk) => ({ deviceId: desk.deviceId, desk: desk.deskName ?? desk.deviceId, accepted: desk.accepted })),
    lastScans: progress.lastScans.map((scan) => ({
      at: scan.at.toISOString(),
      deviceId: scan.deviceId,
      desk: scan.deskName ?? scan.deviceId,
      result: scan.result,
      name: `${scan.firstName} ${scan.lastName}`,
      ticket: `#${scan.orderId}-${scan.ticketNumber}`,
    })),
  };
}
