import type { Db } from "@vyc/db";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AUTH_REFUSALS } from "../auth/auth-messages";
import { DomainError } from "./errors";

/**
 * Budgets per key for the actions a visitor could abuse. `…Address` budgets count per client
 * address and are sized for a venue (a camp, a school) where dozens of people share one address;
 * `…Account` budgets count per account (e-mail or user id) and stay tight.
 */
const BUDGETS = {
  contact: { points: 5, duration: 60 * 10 },
  discount: { points: 30, duration: 60 },
  /** Failed sign-ins (web and desk): successful ones give their point back. */
  signInAddress: { points: 100, duration: 60 * 15 },
  signInAccount: { points: 10, duration: 60 * 5 },
  signupAddress: { points: 100, duration: 60 * 60 },
  signupAccount: { points: 5, duration: 60 * 10 },
  verifyAddress: { points: 100, duration: 60 * 15 },
  verifyAccount: { points: 10, duration: 60 * 10 },
  resendAddress: { points: 50, duration: 60 * 10 },
  resendAccount: { points: 5, duration: 60 * 10 },
  forgotPasswordAddress: { points: 50, duration: 60 * 10 },
  forgotPasswordAccount: { points: 5, duration: 60 * 10 },
  resetPasswordAddress: { points: 50, duration: 60 * 10 },
  resetPasswordAccount: { points: 10, duration: 60 * 10 },
} as const;

export type RateLimitedAction = keyof typeof BUDGETS;

export interface RateLimits {
  /** Spends one point of `action` for `key`; throws TOO_MANY_REQUESTS when the budget is used up. */
  consume(action: RateLimitedAction, key: string): Promise<void>;
  /** Gives back a point spent on an attempt that turned out not to count. */
  refund(action: RateLimitedAction, key: string): Promise<void>;
}

/**
 * `scale` multiplies every budget (RATE_LIMIT_SCALE). On PostgreSQL the counters live in the
 * database's rate_limit table, so every app server sharing it spends from the same budgets; the
 * single server of a SQLite file counts in memory.
 */
export function createRateLimits(scale = 1, db?: Db): RateLimits {
  const pool = db?.postgresPool ?? null;
  const limiters = new Map<RateLimitedAction, RateLimiterAbstract>();
  for (const [action, budget] of Object.entries(BUDGETS) as Array<[RateLimitedAction, (typeof BUDGETS)[RateLimitedAction]]>) {
    const options = { keyPrefix: action, points: budget.points * scale, duration: budget.duration };
    limiters.set(
      action,
      pool ? new RateLimiterPostgres({ ...options, storeClient: pool, storeType: "pool", tableName: "rate_limit", tableCreated: true }) : new RateLimiterMemory(options),
    );
  }
  return {
    async consume(action, key) {
      try {
        await limiters.get(action)?.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const seconds = Math.ceil(error.msBeforeNext / 1000);
          throw new DomainError("TOO_MANY_REQUESTS", AUTH_REFUSALS.tooManyAttempts(seconds));
        }
        throw error;
      }
    },
    async refund(action, key) {
      await limiters.get(action)?.reward(key, 1);
    },
  };
}

/**
 * Runs `attempt` when every budget in `spends` still has a point, and counts it only if it fails:
 * the points are spent before it runs (so attempts made at the same moment cannot overdraw a
 * budget) and given back when it succeeds.
 */
export async function countFailures<T>(rateLimits: RateLimits, spends: Array<[RateLimitedAction, string]>, attempt: () => Promise<T>): Promise<T> {
  const spent: Array<[RateLimitedAction, string]> = [];
  const refundAll = () => Promise.all(spent.map(([action, key]) => rateLimits.refund(action, key)));
  try {
    for (const [action, key] of spends) {
      await rateLimits.consume(action, key);
      spent.push([action, key]);
    }
  } catch (error) {
    await refundAll();
    throw error;
  }
  const result = await attempt();
  await refundAll();
  return result;
}
