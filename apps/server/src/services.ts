import type { Services } from "@vyc/api";
import { createDb, tuneSqlite } from "@vyc/db";
import { createBackgroundTasks, createMailer, createPaymentProviders, createRateLimits, systemClock, type Clock } from "@vyc/domain";
import type { Env } from "./env";
import { paymentConfig } from "./payment-config";

export async function createServices(env: Env, clock: Clock = systemClock): Promise<Services> {
  const db = createDb(env.DATABASE_URL);
  await tuneSqlite(db);
  const mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: env.MAIL_OUTBOX_DIR,
    log: (line) => console.info(line),
  });
  const background = createBackgroundTasks((name, error) => console.error(`${name} failed:`, error instanceof Error ? error.message : error));
  const rateLimits = createRateLimits(env.RATE_LIMIT_SCALE, db);
  const payments = createPaymentProviders(paymentConfig(env));
  return { db, clock, mailer, background, rateLimits, payments, config: { publicUrl: env.PUBLIC_URL, organiserEmail: env.ORGANISER_EMAIL, uploadDir: env.UPLOAD_DIR } };
}
