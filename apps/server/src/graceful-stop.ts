import type { FastifyInstance } from "fastify";
import type { Services } from "@vyc/api";

/**
 * What SIGTERM (or SIGINT) does: stop accepting connections, answer the requests in flight, let the
 * e-mails they started go out (the app's onClose), close the database, exit 0. When that takes
 * longer than `timeoutMs`, the process exits 1 with the rest unfinished.
 */
export function gracefulStop(app: FastifyInstance, services: Services, stopBackups: () => Promise<void>, timeoutMs: number): (signal: NodeJS.Signals) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping; requests in flight and queued e-mails have ${timeoutMs} ms to finish`);
    const deadline = setTimeout(() => {
      app.log.error(`Still stopping after ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with work unfinished`);
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    try {
      await stopBackups();
      await app.close();
      await services.db.close();
      app.log.info("Stopped");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Stopping failed");
      process.exit(1);
    }
  };
}
