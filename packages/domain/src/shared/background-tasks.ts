import pLimit from "p-limit";
import type { Logger } from "./logger";

/**
 * Work that goes on after the answer went out (confirmation e-mails), tracked so that a shutdown
 * lets it finish instead of dropping it.
 */
export interface BackgroundTasks {
  /** Queues `task`; a failure is logged under `name`, never thrown at the caller. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task queued so far (and any they queued) has finished. */
  settled(): Promise<void>;
}

/**
 * At most this many tasks run at once; the rest wait their turn. During a sales burst every paid
 * order queues a confirmation (its invoice and tickets, database reads and MIME building): run all
 * at once, they would crowd the buyers' own requests off the event loop and the database.
 */
const BACKGROUND_CONCURRENCY = 4;

export function createBackgroundTasks(log: Logger, concurrency = BACKGROUND_CONCURRENCY): BackgroundTasks {
  const limit = pLimit(concurrency);
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = limit(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
