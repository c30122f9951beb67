import type { Services } from "@vyc/api";
import { createDb } from "@vyc/db";
import { createMailer } from "@vyc/domain/mail";
import { createOutboxWorker, outboxHandlers } from "@vyc/domain/outbox";
import { createPaymentProviders } from "@vyc/domain/payments";
import { parseDataKeys, useDataKeys } from "@vyc/domain/privacy";
import { createBackgroundTasks, createRateLimits, systemClock, type Clock } from "@vyc/domain/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./env";
import { createAppLogger } from "./log-stream";
import { countedBackgroundTasks, countedMailer, countedPaymentProviders } from "./metrics/instrumented-services";
import { createServerMetrics, type ServerMetrics } from "./metrics/server-metrics";
import { paymentConfig } from "./payment-config";

/** The services of the API, and the server's metrics counting their work. */
export interface ServerServices extends Services {
  metrics: ServerMetrics;
  /** The application's log, which the HTTP host logs through too. */
  log: FastifyBaseLogger;
}

export async function createServices(env: Env, clock: Clock = systemClock, log: FastifyBaseLogger = createAppLogger(env.LOG_LEVEL)): Promise<ServerServices> {
  // Without keys (development and tests only: production refuses to start) a fixed development key seals.
  if (env.DATA_ENCRYPTION_KEYS) useDataKeys(parseDataKeys(env.DATA_ENCRYPTION_KEYS));
  const db = createDb(env.DATABASE_URL, { onBackgroundFailure: (error, what) => log.error({ err: error }, what) });
  const metrics = createServerMetrics(db, clock);
  const mailer = countedMailer(createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: env.MAIL_OUTBOX_DIR,
    log,
  }), metrics);
  const background = countedBackgroundTasks(
    createBackgroundTasks(log),
    metrics,
  );
  const rateLimits = createRateLimits(env.RATE_LIMIT_SCALE, db);
  const payments = countedPaymentProviders(createPaymentProviders(paymentConfig(env)), metrics);
  const outbox = createOutboxWorker({
    db,
    mailer,
    clock,
    handlers: outboxHandlers({ db, payments, clock, publicUrl: env.PUBLIC_URL, images: { uploadDir: env.UPLOAD_DIR, webDir: env.WEB_DIST_DIR } }),
    messageIdHost: new URL(env.PUBLIC_URL).hostname,
    log,
  });
  return { db, clock, log, mailer, background, outbox, rateLimits, payments, metrics, config: { publicUrl: env.PUBLIC_URL, organiserEmail: env.ORGANISER_EMAIL, uploadDir: env.UPLOAD_DIR, webDir: env.WEB_DIST_DIR, healthDataRetentionDays: env.HEALTH_DATA_RETENTION_DAYS } };
}
