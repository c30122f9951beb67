/**
 * Ticket sales burst through the real HTTP order path (npm run bench; not part of npm test).
 *
 * A fresh SQLite file gets one event and many signed-in buyers (sessions written straight to the
 * database: the Argon2 login is deliberately slow and not what is measured). The real server then
 * runs in its own process with the test payment provider, and the buyers all rush at once: each
 * holds 1 to 3 seats (checkout.start), opens the payment and captures it, exactly as the payment
 * page does. Demand exceeds the capacity, so the event sells out during the burst.
 *
 * Prints tickets sold per minute, p50 / p99 latency of a whole order (hold + payment + capture),
 * the number of seats sold beyond the capacity (must be 0), and how long after the burst the last
 * confirmation e-mail went out (they are sent in the background, after each order's answer).
 * It runs BENCH_ROUNDS bursts, each at a new event, and reports the median rate: one burst lasts
 * seconds, and a shared 2-core machine does not always give it the same CPU. After each burst it
 * checks that tickets issued = seats of paid orders = the event's paid-seats counter.
 *
 * `--engine postgres` runs the same burst on a new PostgreSQL database created for the run in the
 * server of BENCH_POSTGRES_URL (or TEST_POSTGRES_URL; a superuser URL) and dropped at the end;
 * `--servers N` starts N server processes on that database and spreads the buyers over them
 * round-robin.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, watch } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "@vyc/db";
import { hashToken, newToken } from "@vyc/domain/auth";
import { seedDemoEvents } from "@vyc/db/seed";
import { participants } from "@vyc/testkit/attendees";
import { SESSION_COOKIE } from "../src/context";
import type { Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { createBenchDatabase, type BenchDatabase } from "./bench-database";
import { readOptionsOrExit } from "./options";
import { startServers, stopServer, type BenchServer } from "./servers";

const options = readOptionsOrExit();
const { buyers: BUYERS, capacity: CAPACITY, concurrency: CONCURRENCY, rounds: ROUNDS } = options;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Verified users with open sessions, written in bulk (what a login would have left behind). */
async function createBuyers(db: Db, now: Date): Promise<Buyer[]> {
  const expiresAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const buyers = Array.from({ length: BUYERS }, (_, i) => ({ userId: `bench-user-${i}`, email: `bench-${i}@example.test`, token: newToken() }));
  await db.transaction(async (tx) => {
    await tx.query.insertInto("User").values(buyers.map((b) => ({ id: b.userId, email: b.email, passwordHash: "!", emailVerifiedAt: now, createdAt: now }))).execute();
    await tx.query.insertInto("Session").values(buyers.map((b) => ({ id: hashToken(b.token), userId: b.userId, expiresAt, createdAt: now }))).execute();
  });
  return buyers.map((b) => ({ userId: b.userId, email: b.email, headers: { cookie: `${SESSION_COOKIE}=${b.token}` } }));
}

/** One sold-out event per round, and the buyers (the same people rush at each event). */
async function prepare(database: BenchDatabase): Promise<{ eventIds: number[]; buyers: Buyer[] }> {
  const db = await database.open();
  const now = new Date();
  await seedDemoEvents(db, now);
  const base = await db.query.selectFrom("Event").selectAll().where("slug", "=", "identity-summer-camp-germany").executeTakeFirstOrThrow();
  const { id: _id, ...fields } = base;
  const eventIds: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const event = { ...fields, slug: `bench-burst-${round}`, name: `Sales burst ${round}`, capacity: CAPACITY, createdAt: now, updatedAt: now };
    eventIds.push((await db.query.insertInto("Event").values(event).returning("id").executeTakeFirstOrThrow()).id);
  }
  const buyers = await createBuyers(db, now);
  await db.close();
  return { eventIds, buyers };
}

/** Buyer i orders through server i mod N (round-robin). */
async function burst(eventId: number, buyers: Buyer[], servers: BenchServer[]) {
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  const refuse = (reason: string) => refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
  let sold = 0;
  let next = 0;
  const worker = async () => {
    while (next < buyers.length) {
      const i = next++;
      const buyer = buyers[i];
      if (!buyer) return;
      const checkout = checkoutClient(servers[i % servers.length]!.baseUrl, buyer);
      const t0 = performance.now();
      const quantity = (i % 3) + 1;
      const started = await checkout.start(eventId, quantity, { attendees: participants(quantity) });
      if (!started.data) {
        refuse(started.error?.message ?? `HTTP ${started.status}`);
        continue;
      }
      const payment = await checkout.createPayment(started.data.orderId, "test");
      const captured = await checkout.capture(started.data.orderId, payment.data?.providerOrderId ?? "");
      latencies.push(performance.now() - t0);
      if (captured.data?.outcome === "completed") sold += quantity;
      else refuse(`capture: ${captured.data?.outcome ?? captured.error?.message}`);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sold, seconds: (performance.now() - t0) / 1000, latencies: latencies.sort((a, b) => a - b), refusals };
}

/** Seconds until every paid order's confirmation e-mail is in the outbox; null if that takes over 5 minutes. */
async function confirmationsSent(outbox: string, orders: number): Promise<number | null> {
  const t0 = performance.now();
  mkdirSync(outbox, { recursive: true });
  // Watching starts before the first listing, so no file is missed between the two.
  const watcher = watch(outbox);
  try {
    const sent = await new Promise<boolean>((resolve) => {
      const files = new Set<string>();
      const added = (name: string | Buffer | null): void => {
        if (name) files.add(String(name));
        if (files.size >= orders) resolve(true);
      };
      watcher.on("change", (_event, name) => added(name));
      AbortSignal.timeout(300_000).addEventListener("abort", () => resolve(false));
      for (const name of readdirSync(outbox)) added(name);
      added(null);
    });
    return sent ? (performance.now() - t0) / 1000 : null;
  } finally {
    watcher.close();
  }
}

interface RoundResult {
  perMinute: number;
  oversold: number;
  consistent: boolean;
}

/** One burst at one event, then a wait for its confirmation e-mails (so rounds do not overlap). */
async function round(number: number, eventId: number, buyers: Buyer[], servers: BenchServer[], database: BenchDatabase, outbox: string, ordersBefore: number): Promise<RoundResult & { orders: number }> {
  const result = await burst(eventId, buyers, servers);
  const orders = ordersBefore + result.latencies.length;
  const mailSeconds = await confirmationsSent(outbox, orders);
  const db = await database.open();
  const counted = await db.query
    .selectNoFrom((eb) => [
      eb.selectFrom("Ticket").select((t) => t.fn.countAll<number>().as("n")).where("eventId", "=", eventId).$asScalar().as("tickets"),
      eb.selectFrom("Order").select((o) => o.fn.sum<number>("quantity").as("n")).where("eventId", "=", eventId).where("status", "=", "paid").$asScalar().as("paidQuantity"),
      eb.selectFrom("EventSeats").select("paid").where("eventId", "=", eventId).$asScalar().as("paidSeats"),
    ])
    .executeTakeFirstOrThrow();
  await db.close();
  const tickets = counted.tickets ?? 0;
  const paidQuantity = counted.paidQuantity ?? 0;
  const paidSeats = counted.paidSeats ?? 0;
  const consistent = tickets === result.sold && tickets === paidQuantity && tickets === paidSeats;
  const perMinute = Math.round((result.sold / result.seconds) * 60);
  const oversold = Math.max(0, tickets - CAPACITY);
  console.info("");
  console.info(`round ${number}`);
  console.info(`  tickets sold        ${result.sold} in ${result.seconds.toFixed(1)} s (capacity ${CAPACITY})`);
  console.info(`  tickets / minute    ${perMinute.toLocaleString("en")}`);
  console.info(`  order latency p50   ${percentile(result.latencies, 50).toFixed(0)} ms`);
  console.info(`  order latency p99   ${percentile(result.latencies, 99).toFixed(0)} ms`);
  console.info(`  orders completed    ${result.latencies.length}`);
  console.info(`  confirmation mails  ${mailSeconds === null ? "not all sent within 5 minutes" : `all sent ${mailSeconds.toFixed(1)} s after the burst`}`);
  for (const [reason, count] of result.refusals) console.info(`  refused             ${count} × ${reason}`);
  console.info(`  tickets in database ${tickets} (paid seats ${paidQuantity}, event counter ${paidSeats}${consistent ? "" : " — MISMATCH"})`);
  console.info(`  oversold            ${oversold}`);
  return { perMinute, oversold, consistent, orders };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-bench-"));
  let database: BenchDatabase | null = null;
  let servers: BenchServer[] = [];
  let cleaned: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await Promise.all(servers.map((s) => stopServer(s.process)));
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    })());
  // Ctrl-C: still stop the servers and drop the run's database.
  process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));
  try {
    database = await createBenchDatabase(options, dir);
    console.info(`Engine ${options.engine}, ${options.servers} server${options.servers > 1 ? "s" : ""} (${database.label})`);
    console.info(`Preparing ${BUYERS} signed-in buyers and ${ROUNDS} events of ${CAPACITY} seats…`);
    const { eventIds, buyers } = await prepare(database);
    servers = await startServers(options.servers, options.port, database.url, dir);
    const where = servers.length > 1 ? `spread round-robin over ${servers.length} servers` : "through HTTP";
    console.info(`${ROUNDS} bursts: ${BUYERS} buyers of 1–3 tickets, ${CONCURRENCY} at a time, ${where} with the test provider…`);
    const results: RoundResult[] = [];
    let orders = 0;
    for (const [i, eventId] of eventIds.entries()) {
      const result = await round(i + 1, eventId, buyers, servers, database, path.join(dir, "outbox"), orders);
      orders = result.orders;
      results.push(result);
    }
    const rates = results.map((r) => r.perMinute).sort((a, b) => a - b);
    const oversold = results.reduce((sum, r) => sum + r.oversold, 0);
    const consistent = results.every((r) => r.consistent);
    console.info("");
    console.info(`engine              ${options.engine}, ${servers.length} server${servers.length > 1 ? "s" : ""}`);
    console.info(`tickets / minute    median ${percentile(rates, 50).toLocaleString("en")} (rounds: ${results.map((r) => r.perMinute.toLocaleString("en")).join(", ")})`);
    console.info(`oversold            ${oversold}`);
    console.info(`tickets = paid seats ${consistent ? "yes" : "NO"} (tickets, paid orders' seats and the events' counters, every round)`);
    if (oversold > 0 || !consistent) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
