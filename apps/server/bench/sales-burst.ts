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
 * seconds, and a shared 2-core machine does not always give it the same CPU.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations, createDb, tuneSqlite, type Db } from "@vyc/db";
import { hashToken, newToken } from "@vyc/domain";
import { seedDemoEvents } from "../../../prisma/seed-data";
import { participants } from "../src/testing/attendees";
import { SESSION_COOKIE } from "../src/context";
import type { Buyer } from "../src/testing/buyers";
import { checkoutClient } from "../src/testing/checkout-client";

const BUYERS = Number(process.env.BENCH_BUYERS ?? 3000);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = path.resolve(import.meta.dirname, "../../..");

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Verified users with open sessions, written in bulk (what a login would have left behind). */
async function createBuyers(db: Db, now: Date): Promise<Buyer[]> {
  const expiresAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const buyers = Array.from({ length: BUYERS }, (_, i) => ({ userId: `bench-user-${i}`, email: `bench-${i}@example.test`, token: newToken() }));
  await db.$transaction([
    db.user.createMany({ data: buyers.map((b) => ({ id: b.userId, email: b.email, passwordHash: "!", emailVerifiedAt: now })) }),
    db.session.createMany({ data: buyers.map((b) => ({ id: hashToken(b.token), userId: b.userId, expiresAt })) }),
  ]);
  return buyers.map((b) => ({ userId: b.userId, email: b.email, headers: { cookie: `${SESSION_COOKIE}=${b.token}` } }));
}

/** One sold-out event per round, and the buyers (the same people rush at each event). */
async function prepare(file: string): Promise<{ eventIds: number[]; buyers: Buyer[] }> {
  await applyMigrations(file);
  const db = createDb(`file:${file}`);
  await tuneSqlite(db);
  const now = new Date();
  await seedDemoEvents(db, now);
  const base = await db.event.findUniqueOrThrow({ where: { slug: "identity-summer-camp-germany" } });
  const { id: _id, createdAt: _c, updatedAt: _u, paidSeats: _p, ...fields } = base;
  const eventIds: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    eventIds.push((await db.event.create({ data: { ...fields, slug: `bench-burst-${round}`, name: `Sales burst ${round}`, capacity: CAPACITY } })).id);
  }
  const buyers = await createBuyers(db, now);
  await db.$disconnect();
  return { eventIds, buyers };
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

async function startServer(file: string, dir: string): Promise<ChildProcess> {
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const server = spawn(process.execPath, [...profile, "--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: `file:${file}`,
      WEB_DIST_DIR: path.join(dir, "no-web"),
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000000",
      PAYMENT_TEST_MODE: "true",
      MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error("The server did not start within 60 s.");
}

async function burst(eventId: number, buyers: Buyer[]) {
  const base = `http://127.0.0.1:${PORT}`;
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
      const checkout = checkoutClient(base, buyer);
      const t0 = performance.now();
      const quantity = (i % 3) + 1;
      const started = await checkout.start(eventId, quantity, { participants: participants(quantity) });
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
  const count = () => (existsSync(outbox) ? readdirSync(outbox).length : 0);
  while (count() < orders) {
    if (performance.now() - t0 > 300_000) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
  return (performance.now() - t0) / 1000;
}

interface RoundResult {
  perMinute: number;
  oversold: number;
  consistent: boolean;
}

/** One burst at one event, then a wait for its confirmation e-mails (so rounds do not overlap). */
async function round(number: number, eventId: number, buyers: Buyer[], file: string, outbox: string, ordersBefore: number): Promise<RoundResult & { orders: number }> {
  const result = await burst(eventId, buyers);
  const orders = ordersBefore + result.latencies.length;
  const mailSeconds = await confirmationsSent(outbox, orders);
  const db = createDb(`file:${file}`);
  const tickets = await db.ticket.count({ where: { eventId } });
  const paid = await db.order.aggregate({ where: { eventId, status: "paid" }, _sum: { quantity: true } });
  await db.$disconnect();
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
  console.info(`  tickets in database ${tickets} (paid seats ${paid._sum.quantity ?? 0})`);
  console.info(`  oversold            ${oversold}`);
  return { perMinute, oversold, consistent: tickets === result.sold && tickets === (paid._sum.quantity ?? 0), orders };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-bench-"));
  const file = path.join(dir, "bench.db");
  let server: ChildProcess | null = null;
  try {
    console.info(`Preparing ${BUYERS} signed-in buyers and ${ROUNDS} events of ${CAPACITY} seats…`);
    const { eventIds, buyers } = await prepare(file);
    server = await startServer(file, dir);
    console.info(`${ROUNDS} bursts: ${BUYERS} buyers of 1–3 tickets, ${CONCURRENCY} at a time, through HTTP with the test provider…`);
    const results: RoundResult[] = [];
    let orders = 0;
    for (const [i, eventId] of eventIds.entries()) {
      const result = await round(i + 1, eventId, buyers, file, path.join(dir, "outbox"), orders);
      orders = result.orders;
      results.push(result);
    }
    const rates = results.map((r) => r.perMinute).sort((a, b) => a - b);
    const oversold = results.reduce((sum, r) => sum + r.oversold, 0);
    console.info("");
    console.info(`tickets / minute    median ${percentile(rates, 50).toLocaleString("en")} (rounds: ${results.map((r) => r.perMinute.toLocaleString("en")).join(", ")})`);
    console.info(`oversold            ${oversold}`);
    if (oversold > 0 || results.some((r) => !r.consistent)) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
