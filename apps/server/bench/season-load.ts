import { statSync } from "node:fs";
import type { Db } from "@vyc/db";
import type { Buyer } from "@vyc/testkit/buyers";
import { buy, checkIn } from "./season-build";
import { download, expectOk } from "./season-http";
import type { Staff } from "./season-people";

const MB = 1024 * 1024;

/** Samples the size of a SQLite file's WAL every 250 ms: the largest seen so far, and the size now, in MB. */
export function walSampler(databaseFile: string | null) {
  let max = 0;
  const size = (): number => {
    try {
      return databaseFile ? statSync(`${databaseFile}-wal`).size : 0;
    } catch {
      return 0; // No WAL file at this moment (not created yet, or just truncated).
    }
  };
  const sample = (): number => {
    const now = size();
    max = Math.max(max, now);
    return now;
  };
  const timer = setInterval(sample, 250);
  return {
    maxMb: (): number => (sample(), max / MB),
    nowMb: (): number => sample() / MB,
    stop: (): void => clearInterval(timer),
  };
}

/**
 * Desk check-ins made one after the other while the event's attendee CSV downloads, `tries`
 * downloads; the slowest check-in, in ms.
 */
export async function checkInDuringExport(baseUrl: string, db: Db, staff: Staff, eventId: number, tries: number): Promise<number> {
  const tickets = await db.query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).where("status", "=", "valid").where("checkedInAt", "is", null).orderBy("id", "desc").limit(tries * 200).execute();
  let used = 0;
  let max = 0;
  for (let t = 0; t < tries; t++) {
    let done = false;
    const downloaded = download(`${baseUrl}/api/admin/events/${eventId}/attendees.csv`, staff.web).then((answer) => {
      done = true;
      return expectOk("attendees.csv", answer);
    });
    // The export's request leaves first; the desk's check-ins follow while it runs.
    await new Promise((resolve) => setImmediate(resolve));
    let during = 0;
    while (!done || during === 0) {
      const ticket = tickets[used++];
      if (!ticket) throw new Error("Not enough tickets left to check in.");
      max = Math.max(max, await checkIn(baseUrl, staff, eventId, ticket.id, `export-${t}-${used}`));
      during++;
    }
    await downloaded;
  }
  return max;
}

/**
 * Buyers buying one after the other for `seconds`, `concurrency` at a time, stopping early once
 * `maxTickets` are sold (the run stays the size asked for); with a `perMinute` rate, each order
 * starts no sooner than that rate allows. Tickets sold, when the last sale ended, and the refusals
 * counted by their reason.
 */
export async function sustainedSale(
  baseUrl: string,
  buyers: Buyer[],
  eventId: number,
  { seconds, concurrency, maxTickets, perMinute }: { seconds: number; concurrency: number; maxTickets: number; perMinute: number | null },
): Promise<{ tickets: number; minutes: number; lastSaleAt: Date; stoppedEarly: boolean; refusals: Map<string, number> }> {
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let tickets = 0;
  let next = 0;
  let started = 0;
  let lastSaleAt = new Date();
  const refusals = new Map<string, number>();
  const worker = async (): Promise<void> => {
    while (performance.now() < end && tickets < maxTickets) {
      const i = next++;
      const buyer = buyers[i % buyers.length];
      if (!buyer) return;
      const quantity = (i % 4) + 1;
      const due = perMinute === null ? 0 : t0 + (started * 60_000) / perMinute;
      started += quantity;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      const purchase = await buy(baseUrl, buyer, eventId, quantity, 1_000_000 + i);
      if ("orderId" in purchase) {
        tickets += quantity;
        lastSaleAt = new Date();
      } else refusals.set(purchase.refusal, (refusals.get(purchase.refusal) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { tickets, minutes: (performance.now() - t0) / 60_000, lastSaleAt, stoppedEarly: tickets >= maxTickets, refusals };
}

/** How long the outbox may send nothing before the wait gives up. */
const OUTBOX_STALL_MS = 2 * 60_000;

/** Waits until no outbox message made since `since` is still pending (as long as some go out); the last one's sending time. */
export async function outboxDrained(db: Db, since: Date): Promise<Date | null> {
  let deadline = Date.now() + OUTBOX_STALL_MS;
  let left = Infinity;
  for (;;) {
    const pending = await db.query.selectFrom("OutboxMessage").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "pending").where("createdAt", ">=", since).executeTakeFirstOrThrow();
    const n = Number(pending.n);
    if (n === 0) break;
    if (n < left) [left, deadline] = [n, Date.now() + OUTBOX_STALL_MS];
    if (Date.now() > deadline) throw new Error(`${n} outbox messages still pending, none sent in the last ${OUTBOX_STALL_MS / 60_000} minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const last = await db.query.selectFrom("OutboxMessage").select((eb) => eb.fn.max("sentAt").as("at")).where("status", "=", "sent").where("createdAt", ">=", since).executeTakeFirstOrThrow();
  return last.at === null ? null : new Date(last.at);
}
