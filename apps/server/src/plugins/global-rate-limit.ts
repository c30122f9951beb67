import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "@vyc/db";
import type { FastifyInstance } from "fastify";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** The window of the per-address request budget (RATE_LIMIT_MAX requests per window). */
const WINDOW_MS = 60_000;

/**
 * The budget of requests per minute per client address (RATE_LIMIT_MAX), answered with 429 and
 * Retry-After once spent. A single SQLite server counts in its memory. On PostgreSQL every app
 * server spends from one budget per address, kept in the database's rate_limit table, without a
 * database round trip per request: see SharedRequestBudget.
 */
export async function registerGlobalRateLimit(app: FastifyInstance, max: number, db: Db): Promise<void> {
  const pool = db.postgresPool;
  if (!pool) {
    await app.register(rateLimit, { global: true, max, timeWindow: WINDOW_MS });
    return;
  }
  const limiterOptions = { keyPrefix: "requests", points: max, duration: WINDOW_MS / 1000 };
  const shared = new SharedRequestBudget(
    new RateLimiterPostgres({
      ...limiterOptions,
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limit",
      tableCreated: true,
      // While the database cannot be reached, each server counts on its own, as a SQLite server does.
      insuranceLimiter: new RateLimiterMemory(limiterOptions),
    }),
    max,
  );
  const forgetEnded = setInterval(() => shared.forgetEnded(), WINDOW_MS);
  forgetEnded.unref();
  app.addHook("onClose", async () => clearInterval(forgetEnded));
  await app.register(rateLimit, { global: true, max, timeWindow: WINDOW_MS, store: shared.asStore() });
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What one server holds of an address's budget in the current window. */
interface Lease {
  /** Points this server took from the shared budget and has not spent on a request yet. */
  left: number;
  /** Points of the shared budget nobody had taken when this server last took some. */
  unclaimed: number;
  /** When the window ends (ms since the epoch). */
  endsAt: number;
  /** Requests waiting for the points being taken; null while none are being taken. */
  waiting: Counted[] | null;
}

/**
 * A server takes at most this many points of an address's budget at once (or as many as there are
 * requests of the address waiting for them) ...
 */
const MOST_TAKEN = 32;
/** ... and at most this share of what is left of it, so the last points are taken one by one. */
const SHARE_TAKEN = 16;
/** Addresses a server keeps leases of; past it, the oldest 1 % are dropped (their points are lost, never reused). */
const MOST_LEASES = 100_000;

/**
 * One budget of `max` requests per window and address, shared by every server that counts in
 * `limiter`'s store. A server takes points from the store a few at a time and admits requests from
 * them in memory, so most requests cost no round trip to the store: an address's first request in
 * a window takes min(32, 1/16 of the budget), the next round trip comes when those are spent;
 * requests arriving meanwhile wait for that one round trip. As the budget runs out the servers take
 * ever fewer points, and the last ones one at a time. The store never hands out more than `max`
 * points in a window, so the servers together never admit more than `max` requests; points a server
 * took and was not asked to spend (at most 32, or 1/16 of what was left) are lost to the others
 * until the window ends. Once the store has no points left, the server refuses the address in
 * memory until the window ends.
 */
export class SharedRequestBudget {
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly max: number,
  ) {}

  /** Counts one request of `key` and tells whether it fits (`current` at most `max`) and when the window ends. */
  count(key: string, counted: Counted): void {
    let lease = this.leases.get(key);
    if (!lease) {
      if (this.leases.size >= MOST_LEASES) this.dropOldest();
      lease = { left: 0, unclaimed: this.max, endsAt: 0, waiting: null };
      this.leases.set(key, lease);
    }
    if (lease.waiting) lease.waiting.push(counted);
    else if (!this.answer(lease, counted)) this.take(key, lease, [counted]);
  }

  /** Drops what is held for addresses whose window has ended. */
  forgetEnded(): void {
    const now = Date.now();
    for (const [key, lease] of this.leases) if (lease.endsAt <= now && !lease.waiting) this.leases.delete(key);
  }

  /** This budget as the store of @fastify/rate-limit. */
  asStore(): FastifyRateLimitStoreCtor {
    const count = (key: string, counted: Counted) => this.count(key, counted);
    return class implements FastifyRateLimitStore {
      incr(key: string, counted: Counted): void {
        count(key, counted);
      }
      child(): FastifyRateLimitStore {
        throw new Error("A route's own rate limit is not shared between servers: give it a limiter of its own.");
      }
    };
  }

  private dropOldest(): void {
    const keep = MOST_LEASES * 0.99;
    for (const [key, lease] of this.leases) {
      if (this.leases.size <= keep) return;
      if (!lease.waiting) this.leases.delete(key);
    }
  }

  /** Answers from the points this server holds, or returns false when it must take some from the store first. */
  private answer(lease: Lease, counted: Counted): boolean {
    const now = Date.now();
    if (lease.endsAt <= now) {
      lease.left = 0;
      lease.unclaimed = this.max;
      return false;
    }
    if (lease.left > 0) {
      lease.left -= 1;
      counted(null, { current: this.max - lease.unclaimed - lease.left, ttl: lease.endsAt - now });
      return true;
    }
    if (lease.unclaimed > 0) return false;
    counted(null, { current: this.max + 1, ttl: lease.endsAt - now });
    return true;
  }

  /** Takes points from the store for the `waiting` requests (and those arriving meanwhile), then answers them. */
  private take(key: string, lease: Lease, waiting: Counted[]): void {
    lease.waiting = waiting;
    const asked = Math.max(1, Math.min(Math.max(MOST_TAKEN, waiting.length), Math.floor(lease.unclaimed / SHARE_TAKEN)));
    const settle = (res: RateLimiterRes) => {
      // The store adds what is asked even past `max`; only the part within `max` was given.
      const given = Math.max(0, Math.min(asked, this.max - (res.consumedPoints - asked)));
      lease.left += given;
      lease.unclaimed = Math.max(0, this.max - res.consumedPoints);
      lease.endsAt = Date.now() + res.msBeforeNext;
      this.release(key, lease, null);
    };
    this.limiter.consume(key, asked).then(settle, (error: unknown) => {
      if (error instanceof RateLimiterRes) settle(error);
      else this.release(key, lease, error instanceof Error ? error : new Error(String(error)));
    });
  }

  /** Answers the requests that waited for the points being taken (or fails them); those left over wait for the next take. */
  private release(key: string, lease: Lease, error: Error | null): void {
    const waiting = lease.waiting ?? [];
    lease.waiting = null;
    if (error) {
      for (const counted of waiting) counted(error);
      return;
    }
    let answered = 0;
    while (answered < waiting.length && this.answer(lease, waiting[answered] as Counted)) answered += 1;
    if (answered < waiting.length) this.take(key, lease, waiting.slice(answered));
  }
}
