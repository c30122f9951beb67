import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

export interface BenchServer {
  process: ChildProcess;
  baseUrl: string;
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/** The real server (apps/server/src/main.ts) in its own process, with the test payment provider; resolves once it answers /healthz. */
export async function startServer(port: number, databaseUrl: string, dir: string): Promise<BenchServer> {
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...profile, "--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      // Not "production": a live site's start-up refuses the test payment provider the bench pays with.
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: path.join(dir, "no-web"),
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000000",
      PAYMENT_TEST_MODE: "true",
      MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { process: server, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopServer(server);
  throw new Error(`The server on port ${port} did not start within 60 s.`);
}

/** `count` servers on consecutive ports from `firstPort`, all on the same database and mail outbox. */
export async function startServers(count: number, firstPort: number, databaseUrl: string, dir: string): Promise<BenchServer[]> {
  const servers: BenchServer[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startServer(firstPort + i, databaseUrl, dir));
    return servers;
  } catch (error) {
    await Promise.all(servers.map((s) => stopServer(s.process)));
    throw error;
  }
}
