/**
 * Public reads under load (npm run bench:reads; not part of npm test): GET
 * /api/events/getEventsNotExpired on the real server (production mode, seeded SQLite file)
 * against a bare Fastify route answering the same JSON from memory, with autocannon (50
 * connections), alternating A B A B … and reporting each side's median requests per second and
 * their ratio; then /healthz on the real server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { seedDemoEvents } from "@vyc/db/seed";
import { createBenchDatabase } from "./bench-database";
import { readOptions } from "./options";
import { LISTENING_SIGNAL, listening, startServer, stopServer } from "./servers";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3980);
const PATH = "/api/events/getEventsNotExpired";

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function startBare(port: number, bodyFile: string): Promise<ChildProcess> {
  const bare = spawn(process.execPath, ["--import", "tsx", "--import", LISTENING_SIGNAL, path.join(import.meta.dirname, "bare-server.ts")], {
    env: { ...process.env, PORT: String(port), BARE_BODY_FILE: bodyFile },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  try {
    await listening(bare, port, "The bare server");
  } catch (error) {
    await stopServer(bare);
    throw error;
  }
  return bare;
}

const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-bench-reads-"));
const database = await createBenchDatabase(readOptions([]), dir);
const db = await database.open();
await seedDemoEvents(db, new Date());
await db.close();
const server = await startServer(PORT, database.url, dir);
let bare: ChildProcess | null = null;
try {
  const bodyFile = path.join(dir, "events.json");
  writeFileSync(bodyFile, await (await fetch(`${server.baseUrl}${PATH}`)).text());
  bare = await startBare(PORT + 1, bodyFile);
  const app: number[] = [];
  const yardstick: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    app.push(await requestsPerSecond(`${server.baseUrl}${PATH}`));
    yardstick.push(await requestsPerSecond(`http://127.0.0.1:${PORT + 1}${PATH}`));
    console.info(`round ${round}: server ${Math.round(app.at(-1) ?? 0)} req/s, bare Fastify ${Math.round(yardstick.at(-1) ?? 0)} req/s`);
  }
  const health = await requestsPerSecond(`${server.baseUrl}/healthz`);
  console.info(`GET ${PATH}: ${Math.round(median(app))} req/s (median of ${ROUNDS}), bare Fastify from memory ${Math.round(median(yardstick))} req/s`);
  console.info(`ratio ${((100 * median(app)) / median(yardstick)).toFixed(1)} %  (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, A B alternating)`);
  console.info(`GET /healthz: ${Math.round(health)} req/s`);
} finally {
  if (bare) await stopServer(bare);
  await stopServer(server.process);
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
}
