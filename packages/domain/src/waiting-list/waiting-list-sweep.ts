import { eventsWithActiveWaitingLists, sqlOf } from "@vyc/db";
import { mailPendingOffers, type OfferMailDeps } from "./offer-mail";
import { offerReturnedSeats } from "./offer-returned-seats";

/**
 * One pass over the events with a waiting list: holds and offers that ran out end and their seats
 * go to the next in line (each event in its own transaction), then the new offers are mailed.
 * Everything it reads is in the database, so a restarted server carries on where it stopped.
 */
export async function sweepWaitingLists(deps: OfferMailDeps, now: Date): Promise<void> {
  const sql = sqlOf(deps.db);
  for (const eventId of await eventsWithActiveWaitingLists(sql)) {
    await sql.transaction((tx) => offerReturnedSeats(tx, eventId, now));
  }
  await mailPendingOffers(deps);
}

/**
 * Sweeps the waiting lists every `intervalMs` (a pass still running lets the next one go by).
 * Returns the function that stops it, waiting for a pass under way.
 */
export function scheduleWaitingListSweeps(deps: OfferMailDeps, now: () => Date, intervalMs: number, logFailure: (error: unknown) => void): () => Promise<void> {
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
