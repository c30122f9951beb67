import { createBackup } from "@vyc/db";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./env";

/**
 * Takes a backup every BACKUP_INTERVAL_MINUTES while the server runs (none when unset), keeping the
 * newest BACKUP_KEEP. A backup still running when the next is due lets that one pass. Returns the
 * function that stops the schedule, waiting for a backup under way.
 */
export function scheduleBackups(env: Env, log: FastifyBaseLogger): () => Promise<void> {
  const minutes = env.BACKUP_INTERVAL_MINUTES;
  if (!minutes) return async () => {};
  let running: Promise<void> | null = null;
  const backUp = (): void => {
    if (running) return;
    running = createBackup({ databaseUrl: env.DATABASE_URL, uploadDir: env.UPLOAD_DIR, backupDir: env.BACKUP_DIR, keep: env.BACKUP_KEEP })
      .then((archive) => log.info({ archive }, "Backup written"))
      .catch((error: unknown) => log.error({ err: error }, "Backup failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(backUp, minutes * 60_000);
  timer.unref();
  log.info(`Backing up every ${minutes} minute(s) to ${env.BACKUP_DIR}, keeping ${env.BACKUP_KEEP}`);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
