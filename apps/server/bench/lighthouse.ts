/**
 * Lighthouse on the public pages (npm run bench:lighthouse; not part of npm test): serves the built
 * web app (apps/web/dist; it builds nothing, so run `npx turbo run build` first) from the real
 * server on a fresh SQLite file with the demo events, and runs Lighthouse's mobile performance
 * audit (simulated slow 4G and a 4× slower CPU, its defaults) in the machine's Chromium on `/`,
 * `/events` and the first event's page, BENCH_ROUNDS times each (default 3). Prints each route's
 * median score, LCP, CLS and total blocking time; exits 1 when a median score is below 98, an LCP
 * reaches 1.5 s or a layout shifts. Lighthouse is fetched from the npm registry by npx on first use.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { seedDemoEvents } from "@vyc/db/seed";
import { createBenchDatabase } from "./bench-database";
import { readOptions } from "./options";
import { startServer, stopServer } from "./servers";

const LIGHTHOUSE = "lighthouse@13.5.0";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3970);
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const WEB_DIST = path.resolve(import.meta.dirname, "../../web/dist");
const BUDGET = { score: 98, lcpMs: 1500, cls: 0 };

interface Audit {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

const run = promisify(execFile);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Lighthouse now and then fails to record a page load's trace (NO_NAVSTART): such a run is made again, up to three times. */
async function lighthouseOnce(url: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.info(`# ${url}: Lighthouse failed (attempt ${attempt}), running it again`);
    }
  }
}

async function lighthouse(url: string): Promise<Audit> {
  const flags = ["--headless=new", "--no-sandbox", "--disable-gpu"].join(" ");
  const { stdout } = await run(
    "npx",
    ["--yes", LIGHTHOUSE, url, "--quiet", "--only-categories=performance", "--output=json", "--output-path=stdout", `--chrome-path=${CHROME}`, `--chrome-flags=${flags}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return { score: Math.round(report.categories.performance.score * 100), lcpMs: value("largest-contentful-paint"), cls: value("cumulative-layout-shift"), tbtMs: value("total-blocking-time") };
}

if (!existsSync(path.join(WEB_DIST, "index.html"))) {
  console.error(`${WEB_DIST} is missing: build the web app first (npx turbo run build).`);
  process.exit(2);
}
const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-bench-lighthouse-"));
const database = await createBenchDatabase(readOptions([]), dir);
const db = await database.open();
await seedDemoEvents(db, new Date());
await db.close();
const server = await startServer(PORT, database.url, dir, { WEB_DIST_DIR: WEB_DIST });
let failed = false;
try {
  const { events } = (await (await fetch(`${server.baseUrl}/api/events/getEventsNotExpired`)).json()) as { events: Array<{ id: number }> };
  const routes = [
    { name: "/", url: `${server.baseUrl}/` },
    { name: "/events", url: `${server.baseUrl}/events` },
    { name: "/events/{id}", url: `${server.baseUrl}/events/${events[0]?.id ?? 1}` },
  ];
  for (const route of routes) {
    const audits: Audit[] = [];
    for (let round = 0; round < ROUNDS; round++) audits.push(await lighthouseOnce(route.url));
    const score = median(audits.map((a) => a.score));
    const lcpMs = median(audits.map((a) => a.lcpMs));
    const cls = median(audits.map((a) => a.cls));
    const tbtMs = median(audits.map((a) => a.tbtMs));
    const rounds = audits.map((a) => a.score).join(", ");
    console.info(`${route.name.padEnd(14)} score ${score} (rounds ${rounds})  LCP ${(lcpMs / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}  TBT ${Math.round(tbtMs)} ms`);
    if (score < BUDGET.score || lcpMs >= BUDGET.lcpMs || cls > BUDGET.cls) failed = true;
  }
  console.info(`Lighthouse mobile (${LIGHTHOUSE}, ${CHROME}), median of ${ROUNDS}; budget: score ≥ ${BUDGET.score}, LCP < ${BUDGET.lcpMs / 1000} s, CLS ${BUDGET.cls}`);
} finally {
  await stopServer(server.process);
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error("FAIL: a page is outside the budget.");
  process.exitCode = 1;
}
