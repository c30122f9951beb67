import { eraseExpiredSensitiveData, resealUnderCurrentKey, sendConsentReminders } from "@vyc/domain/privacy";
import type { FastifyInstance } from "fastify";
import type { Env } from "./env";
import type { ServerServices } from "./services";

/**
 * The privacy jobs, run as the server starts and every PRIVACY_JOBS_INTERVAL_SECONDS: erase the
 * health notes and travel details of events over for HEALTH_DATA_RETENTION_DAYS, reseal values still
 * under an older data key, and remind guardians whose consent is pending. Everything they act on is
 * read from the database, so a run cut short by a restart is finished by the next one.
 */
export function registerPrivacyJobs(app: FastifyInstance, env: Env, services: ServerServices): void {
  const deps = { db: services.db, mailer: services.mailer, publicUrl: env.PUBLIC_URL };
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = (): void => {
    if (running) return;
    running = (async () => {
      const erasedEvents = await eraseExpiredSensitiveData(services.db, services.clock.now(), env.HEALTH_DATA_RETENTION_DAYS);
      const resealed = await resealUnderCurrentKey(services.db, services.clock.now());
      const reminded = await sendConsentReminders(deps, services.clock.now(), env.GUARDIAN_REMINDER_DAYS);
      if (erasedEvents.length || resealed || reminded) app.log.info({ erasedEvents, resealed, reminded }, "privacy jobs");
    })()
      .catch((error: unknown) => app.log.error({ err: error }, "privacy jobs failed"))
      .finally(() => {
        running = null;
      });
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, env.PRIVACY_JOBS_INTERVAL_SECONDS * 1000);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
