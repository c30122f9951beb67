import type { Services } from "@vyc/api";
import { createDb, tuneSqlite } from "@vyc/db";
import { createMailer, createRateLimits, systemClock, type Clock } from "@vyc/domain";
import type { Env } from "./env";

export async function createServices(env: Env, clock: Clock = systemClock): Promise<Services> {
  const db = createDb(env.DATABASE_URL);
  await tuneSqlite(db);
  const mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: env.MAIL_OUTBOX_DIR,
    log: (line) => console.info(line),
  });
  const rateLimits = createRateLimits(env.RATE_LIMIT_SCALE);
  return { db, clock, mailer, rateLimits, config: { publicUrl: env.PUBLIC_URL, organiserEmail: env.ORGANISER_EMAIL } };
}
