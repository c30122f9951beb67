/**
 * Work that goes on after the answer went out (confirmation e-mails), tracked so that a shutdown
 * lets it finish instead of dropping it.
 */
export interface BackgroundTasks {
  /** Starts `task`; a failure is logged under `name`, never thrown at the caller. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far (and any they started) has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logFailure: (name: string, error: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = task()
        .catch((error: unknown) => logFailure(name, error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
