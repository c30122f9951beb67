import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { DomainError } from "./errors";

/** Budgets per key (an IP or an account) for the actions a visitor could abuse. */
const BUDGETS = {
  contact: { points: 5, duration: 60 * 10 },
  login: { points: 10, duration: 60 * 5 },
  signup: { points: 5, duration: 60 * 10 },
  verify: { points: 10, duration: 60 * 10 },
  resend: { points: 5, duration: 60 * 10 },
  forgotPassword: { points: 5, duration: 60 * 10 },
  resetPassword: { points: 10, duration: 60 * 10 },
  discount: { points: 30, duration: 60 },
  kioskSignIn: { points: 10, duration: 60 * 5 },
} as const;

export type RateLimitedAction = keyof typeof BUDGETS;

export interface RateLimits {
  /** Spends one point of `action` for `key`; throws TOO_MANY_REQUESTS when the budget is used up. */
  consume(action: RateLimitedAction, key: string): Promise<void>;
}

export function createRateLimits(scale = 1): RateLimits {
  const limiters = new Map<RateLimitedAction, RateLimiterMemory>();
  for (const [action, budget] of Object.entries(BUDGETS) as Array<[RateLimitedAction, (typeof BUDGETS)[RateLimitedAction]]>) {
    limiters.set(action, new RateLimiterMemory({ keyPrefix: action, points: budget.points * scale, duration: budget.duration }));
  }
  return {
    async consume(action, key) {
      try {
        await limiters.get(action)?.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          const seconds = Math.ceil(error.msBeforeNext / 1000);
          throw new DomainError("TOO_MANY_REQUESTS", `Too many attempts. Try again in ${seconds} seconds.`);
        }
        throw error;
      }
    },
  };
}
