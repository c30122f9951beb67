import { type Db } from "@vyc/db";
import { listJoinLinksToReseal, saveEventJoinLink } from "@vyc/db/stores/event-join-links";
import { eraseEventSensitiveAnswers, eraseEventTicketsSensitiveData, listAnswersToReseal, listEventsDueErasure, listOrdersWithSealedAttendees, listOrdersWithStoredAttendees, listTicketsToReseal, markEventSensitiveDataErased, saveAnswerValue, saveSealedTicketColumns, saveStoredAttendees } from "@vyc/db/stores/sensitive-data";
import { recordAudit } from "../admin/audit-log";
import { eraseStoredSensitiveData, resealStoredAttendees } from "../orders/stored-attendees";
import { currentSealPrefix, resealText } from "./sealed-data";

const DAY_MS = 86_400_000;

/**
 * Erases the health notes, travel details and answers to sensitive questions of the attendees of
 * every event that ended more than `retentionDays` ago: on its tickets and in its orders' stored
 * attendees, then marks the event, in
 * one transaction per event with an audit entry. Tickets, orders and invoices stay. Running it again
 * finds nothing left to do; an event interrupted midway is rolled back and done at the next run.
 */
export async function eraseExpiredSensitiveData(db: Db, now: Date, retentionDays: number): Promise<number[]> {
  const events = await listEventsDueErasure(db, new Date(now.getTime() - retentionDays * DAY_MS));
  for (const event of events) {
    await db.transaction(async (tx) => {
      const tickets = await eraseEventTicketsSensitiveData(tx, event.id);
      const answers = await eraseEventSensitiveAnswers(tx, event.id);
      const orders = await listOrdersWithStoredAttendees(tx, { eventId: event.id });
      for (const order of orders) await saveStoredAttendees(tx, order.id, eraseStoredSensitiveData(order.attendeesJson));
      await markEventSensitiveDataErased(tx, event.id, now);
      await recordAudit(tx, { actorId: null, action: "privacy.erase", target: `event:${event.id}`, detail: { tickets, answers, orders: orders.length, retentionDays } }, now);
    });
  }
  return events.map((e) => e.id);
}

/** Reseals, under the current data key, every sealed value still under an older key (after a key rotation). The number of rows resealed. */
export async function resealUnderCurrentKey(db: Db, now: Date): Promise<number> {
  const sql = db;
  let count = 0;
  for (;;) {
    const rows = await listTicketsToReseal(sql, currentSealPrefix(), 200);
    if (rows.length === 0) break;
    for (const row of rows) {
      await saveSealedTicketColumns(sql, {
        id: row.id,
        healthcare: resealText(row.healthcare),
        guardianName: resealText(row.guardianName),
        guardianEmail: resealText(row.guardianEmail),
        guardianPhone: resealText(row.guardianPhone),
      });
    }
    count += rows.length;
  }
  for (;;) {
    const answers = await listAnswersToReseal(sql, currentSealPrefix(), 200);
    if (answers.length === 0) break;
    for (const answer of answers) await saveAnswerValue(sql, { ...answer, value: resealText(answer.value) ?? "" });
    count += answers.length;
  }
  for (const order of await listOrdersWithSealedAttendees(sql)) {
    if (!hasStaleSeal(order.attendeesJson)) continue;
    await saveStoredAttendees(sql, order.id, resealStoredAttendees(order.attendeesJson));
    count += 1;
  }
  for (const event of await listJoinLinksToReseal(sql, currentSealPrefix())) {
    await saveEventJoinLink(sql, event.id, resealText(event.joinLink), now);
    count += 1;
  }
  return count;
}

const hasStaleSeal = (json: string): boolean => [...json.matchAll(/"(enc:v1:[A-Za-z0-9_-]+:)/g)].some((m) => m[1] !== currentSealPrefix());
