/**
 * A season's back office under its own weight (npm run bench:season; not part of npm test).
 *
 * Sells a season of `--tickets N` (default 10,000) through the real HTTP order path as `npm run
 * bench` does (five events, the big one holding a quarter of the tickets; orders of 1–4 tickets;
 * regulars with several orders and one buyer with about 0.5 % of all tickets), refunds some orders
 * and checks some of the big event's attendees in at the desk. Then it times the back office's,
 * the desk's and the heavy buyer's reads over HTTP (median of 5 warm runs each), a desk check-in
 * while the big event's attendee CSV downloads, and a sustained sale (`--sustain-seconds`, default
 * 60, 4 buyers at a time, stopping early at N tickets) with the time its last confirmation took to
 * go out after its last sale. On SQLite it also
 * samples the WAL file's size throughout. `--engine postgres` runs it on a new PostgreSQL database
 * (BENCH_POSTGRES_URL, as for `npm run bench`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase, type BenchDatabase } from "./bench-database";
import { checkInSome, createSeasonEvents, refundSome, sellSeason } from "./season-build";
import { checkInDuringExport, outboxDrained, sustainedSale, walSampler } from "./season-load";
import { seasonOperations, timeOperation } from "./season-operations";
import { readSeasonOptionsOrExit } from "./season-options";
import { createBuyers, createStaff } from "./season-people";
import { planSeason } from "./season-plan";
import { startServer, stopServer, type BenchServer } from "./servers";

const options = readSeasonOptionsOrExit();
const SUSTAIN_BUYERS = 2_000;
const note = (text: string): void => console.info(`# ${text}`);

async function season(database: BenchDatabase, dir: string, started: (server: BenchServer) => void): Promise<void> {
  const plan = planSeason(options.tickets);
  let db = await database.open();
  const now = new Date();
  const events = await createSeasonEvents(db, plan, options.tickets * 10, now);
  const buyers = await createBuyers(db, plan.buyers, "season", now);
  const sustainBuyers = await createBuyers(db, SUSTAIN_BUYERS, "sustain", now);
  const staff = await createStaff(db, now);
  await db.close();
  const sqlite = options.bench.engine === "sqlite";
  const wal = walSampler(sqlite ? path.join(dir, "bench.db") : null);
  try {
    const server = await startServer(options.bench.port, database.url, dir);
    started(server);
    const url = server.baseUrl;
    const bigEventId = events.ids[0] ?? 0;
    note(`${database.label}; selling ${options.tickets} tickets to ${plan.buyers} buyers at ${plan.eventTickets.length} events (${plan.eventTickets.join(", ")}), ${options.concurrency} at a time…`);
    const buildStart = new Date();
    const t0 = performance.now();
    const sold = await sellSeason(url, plan, events, buyers, options.concurrency);
    note(`${sold.orders.length} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s (${sold.refused} refused)${sqlite ? `; WAL up to ${wal.maxMb().toFixed(1)} MB so far` : ""}`);
    const refunds = await refundSome(url, staff, sold.orders, 50);
    db = await database.open();
    const checkIns = await checkInSome(url, db, staff, bigEventId, 10);
    note(`${refunds} orders refunded, ${checkIns} tickets checked in; waiting for the outbox…`);
    await outboxDrained(db, buildStart);
    note(`outbox empty ${((performance.now() - t0) / 1000).toFixed(1)} s after the sale began`);
    const cursor = await db.query.selectFrom("Invoice").select("number").orderBy("year", "asc").orderBy("sequence", "asc").offset(50).limit(1).executeTakeFirst();
    const heavy = buyers[plan.heavyBuyer];
    if (!heavy) throw new Error("No heavy buyer.");
    for (const operation of seasonOperations(url, staff, bigEventId, heavy, cursor?.number)) {
      const { p50, rows } = await timeOperation(operation);
      console.info(`op ${operation.name} p50_ms=${Math.round(p50)} rows=${rows}`);
    }
    console.info(`checkin_during_export_max_ms=${Math.round(await checkInDuringExport(url, db, staff, bigEventId, 5))}`);
    await db.close();
    const sustainStart = new Date();
    const sale = await sustainedSale(url, sustainBuyers, events.sustainId, { seconds: options.sustainSeconds, concurrency: options.sustainConcurrency, maxTickets: options.tickets, perMinute: options.sustainRate });
    db = await database.open();
    const lastSent = await outboxDrained(db, sustainStart);
    await db.close();
    const stopped = sale.stoppedEarly ? ` (stopped at ${options.tickets} tickets)` : "";
    note(`sustained sale: ${sale.tickets} tickets in ${(sale.minutes * 60).toFixed(1)} s${stopped}, ${options.sustainConcurrency} buyers at a time${options.sustainRate === null ? "" : `, paced at ${options.sustainRate} a minute`}`);
    for (const [reason, count] of sale.refusals) note(`refused ${count}×: ${reason}`);
    if (sqlite) note(`WAL ${wal.nowMb().toFixed(1)} MB at the end`);
    // PostgreSQL has no WAL file of the run's own to measure.
    console.info(`wal_max_mb=${sqlite ? wal.maxMb().toFixed(1) : "n/a"}`);
    console.info(`sustained_tickets_per_min=${Math.round(sale.tickets / sale.minutes)}`);
    console.info(`confirmations_lag_max_s=${lastSent ? Math.max(0, (lastSent.getTime() - sale.lastSaleAt.getTime()) / 1000).toFixed(1) : "none"}`);
  } finally {
    wal.stop();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-bench-season-"));
  let database: BenchDatabase | null = null;
  let server: BenchServer | null = null;
  let cleaned: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      if (server) await stopServer(server.process);
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    })());
  // Ctrl-C: still stop the server and drop the run's database.
  process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));
  try {
    database = await createBenchDatabase(options.bench, dir);
    await season(database, dir, (s) => (server = s));
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
