/** The health check's database round trip, made at most once per interval and shared by callers meanwhile. */
export const HEALTH_PROBE_MS = 1000;

export function probeOncePer(intervalMs: number, probe: () => Promise<unknown>): () => Promise<void> {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return () => {
    if (Date.now() - checkedAt < intervalMs) return Promise.resolve();
    running ??= probe()
      .then(() => {
        checkedAt = Date.now();
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
