import type { Db } from "@vyc/db";
import type { Mailer } from "../mail/mailer";
import type { Clock } from "../shared/clock";
import type { RateLimits } from "../shared/rate-limits";

/** What the account rules need; the API context and the server's form routes both provide it. */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  rateLimits: RateLimits;
  config: { publicUrl: string };
}

/** Rate-limit keys: one budget per client address and one per account (e-mail or user id). */
export const ipKey = (ip: string): string => `ip:${ip}`;
export const accountKey = (account: string): string => `account:${account.toLowerCase()}`;
