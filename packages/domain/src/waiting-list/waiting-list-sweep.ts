import { type Db } from "@vyc/db";
import { eventsWithActiveWaitingLists } from "@vyc/db/stores/waiting-list";
import { offerReturnedSeats } from "./offer-returned-seats";

export interface SweepDeps {
  db: Db;
  /** Told when a pass made offers, whose e-mails it wrote to the outbox. */
  outbox: { kick(): void };
}

/**
 * One pass over the events with a waiting list: holds and offers that ran out end and their seats
 * go to the next in line (each event in its own transaction, which writes the new offers' e-mails
 * to the outbox). Everything it reads is in the database, so a restarted server carries on where it
 * stopped.
 */
async function sweepWaitingLists(deps: SweepDeps, now: Date): Promise<void> {
  const sql = deps.db;
  let offers = 0;
  for (const eventId of await eventsWithActiveWaitingLists(sql)) {
    offers += await sql.transaction((tx) => offerReturnedSeats(tx, eventId, now));
  }
  if (offers > 0) deps.outbox.kick();
}

/**
 * Sweeps the waiting lists every `intervalMs` (a pass still running lets the next one go by).
 * Returns the function that stops it, waiting for a pass under way.
 */
export function scheduleWaitingListSweeps(deps: SweepDeps, now: () => Date, intervalMs: number, logFailure: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = (): void => {
    if (running) return;
    running = sweepWaitingLists(deps, now())
      .catch(logFailure)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
