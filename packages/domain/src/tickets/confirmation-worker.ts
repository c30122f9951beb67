// Makes order confirmations (see order-confirmation-mail.ts) on a thread of their own, reading the
// order over the thread's own read-only connection and drawing its documents in the thread: a sales
// burst's confirmations are made on the core its buyers leave idle, not between their requests.
import { setPriority } from "node:os";
import { createDb, type Db } from "@vyc/db";
import { useDataKeys } from "../privacy/sealed-data";
import { answerJobs } from "../shared/worker-answers";
import { composeOrderConfirmation } from "./order-confirmation-message";
import type { ConfirmationJob } from "./order-confirmation-mail";

// Background work: on Linux this lowers only this thread's priority, so answering buyers comes first.
setPriority(19);

/**
 * One read-only connection per database this thread serves, kept while confirmations are in flight
 * and closed once none are: an idle thread holds no database file open (a stopped server's file may
 * be migrated, restored or deleted).
 */
const databases = new Map<string, Db>();
let inFlight = 0;
const database = (url: string): Db => {
  const open = databases.get(url) ?? createDb(url, { poolSize: 1, readOnly: true });
  databases.set(url, open);
  return open;
};
async function closeWhenIdle(): Promise<void> {
  if (inFlight > 0) return;
  const open = [...databases.values()];
  databases.clear();
  await Promise.all(open.map((db) => db.close()));
}

answerJobs(async (job: ConfirmationJob) => {
  useDataKeys(job.keys);
  inFlight += 1;
  try {
    return await composeOrderConfirmation(database(job.url), job.images, job.orderId, job.publicUrl);
  } finally {
    inFlight -= 1;
    await closeWhenIdle();
  }
});
