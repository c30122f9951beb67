import { PRIVACY_LIMITS } from "@vyc/validators";
import { z } from "zod";

const bool = z.enum(["true", "false"]).transform((v) => v === "true");
/** `NAME=` (as copied from .env.example) means unset. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  /** A SQLite file (`file:./var/dev.db`) or a PostgreSQL server (`postgresql://user:pass@host:5432/db`). */
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/i, "DATABASE_URL must be a SQLite file URL such as file:./var/dev.db or a PostgreSQL URL such as postgresql://user:pass@host:5432/vyc")
    .default("file:./var/dev.db"),
  /** PostgreSQL connections per server (read by the database package); unused on SQLite. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  WEB_DIST_DIR: z.string().default("apps/web/dist"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  CORS_ORIGINS: z
    .string()
    .default("null,app://kiosk")
    .transform((v) => v.split(",").map((o) => o.trim()).filter(Boolean)),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must look like smtp://user:pass@host:587").optional(),
  MAIL_FROM: z.string().default("VYC Events <no-reply@vyc-network.org>"),
  ORGANISER_EMAIL: z.email().default("contact@vyc-network.org"),
  MAIL_OUTBOX_DIR: z.string().default("var/mail-outbox"),
  /** Requests per minute per client address (on PostgreSQL, for all app servers together), sized for a venue where many people share one address. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3000),
  /** Multiplies the per-action budgets (sign-in, sign-up, codes, contact ...); tests raise it. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Longest time a client may take to send a request's headers and body (a stalled upload is cut). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Where organisers' uploaded event images are stored; served under /uploads/. */
  UPLOAD_DIR: z.string().default("var/uploads"),
  /** PayPal REST API: sandbox by default, https://api-m.paypal.com for live payments. */
  PAYPAL_API_BASE: unsetIfEmpty(z.url().default("https://api-m.sandbox.paypal.com")),
  PAYPAL_CLIENT_ID: unsetIfEmpty(z.string().optional()),
  PAYPAL_CLIENT_SECRET: unsetIfEmpty(z.string().optional()),
  /** Where the browser loads PayPal's JS SDK from (tests point it at a local stub). */
  PAYPAL_SDK_URL: unsetIfEmpty(z.url().default("https://www.paypal.com/sdk/js")),
  /** Offers the "Pay (test mode)" provider that takes no money; on by default only without PayPal credentials outside production. */
  PAYMENT_TEST_MODE: unsetIfEmpty(bool.optional()),
  /** Applies the pending migrations before listening; false where they are run by command. */
  MIGRATE_ON_START: unsetIfEmpty(bool.default(true)),
  /** Bearer token a Prometheus scraper sends for GET /metrics; without it /metrics is not served. */
  METRICS_TOKEN: unsetIfEmpty(z.string().optional()),
  /** AES-256 keys sealing health notes and guardian contact: `id:base64key,...`, the first seals, all open. Required in production. */
  DATA_ENCRYPTION_KEYS: unsetIfEmpty(z.string().optional()),
  /** Days after an event's end before its attendees' health notes and travel details are erased. */
  HEALTH_DATA_RETENTION_DAYS: z.coerce.number().int().min(0).default(PRIVACY_LIMITS.retentionDays),
  /** Days between reminders to guardians who have not confirmed their consent yet. */
  GUARDIAN_REMINDER_DAYS: z.coerce.number().positive().default(PRIVACY_LIMITS.reminderDays),
  /** Seconds between runs of the privacy jobs (erasure after the retention period, resealing, reminders). */
  PRIVACY_JOBS_INTERVAL_SECONDS: z.coerce.number().positive().default(900),
  /** Folder of the backup archives (npm run db:backup and the scheduled backups). */
  BACKUP_DIR: z.string().default("var/backups"),
  /** Backup archives kept in BACKUP_DIR; older ones are removed after each backup. */
  BACKUP_KEEP: z.coerce.number().int().positive().default(48),
  /** Minutes between the backups the server takes itself; unset takes none. */
  BACKUP_INTERVAL_MINUTES: unsetIfEmpty(z.coerce.number().positive().optional()),
  /** Longest wait, on SIGTERM, for the requests in flight and queued e-mails before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  /** Milliseconds between the sweeps that end waiting-list offers and holds that ran out, pass their seats on and mail new offers. */
  WAITING_LIST_SWEEP_MS: z.coerce.number().int().positive().default(10_000),
  /** Milliseconds between the outbox worker's looks for e-mails and provider calls left by a crash, another server or a failed attempt. */
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1_000),
});

export type Env = z.infer<typeof ZEnv>;

/** Reads and validates the environment once, at start-up, naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
