import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

export interface BenchServer {
  process: ChildProcess;
  baseUrl: string;
}

/** `--import` this into a process started with an IPC channel, then await `listening` on it. */
export const LISTENING_SIGNAL = path.join(import.meta.dirname, "listening-signal.ts");

/** Resolves once `child` (started with LISTENING_SIGNAL) listens on `port`; fails if it exits first or takes over a minute. */
export function listening(child: ChildProcess, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = AbortSignal.timeout(60_000);
    const done = (error?: Error): void => {
      child.off("message", onMessage).off("exit", onExit);
      deadline.removeEventListener("abort", onTimeout);
      if (child.connected) child.disconnect();
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: unknown): void => {
      if ((message as { listening?: number }).listening === port) done();
    };
    const onExit = (): void => done(new Error(`${what} exited before it listened on port ${port}.`));
    const onTimeout = (): void => done(new Error(`${what} did not listen on port ${port} within 60 s.`));
    child.on("message", onMessage).on("exit", onExit);
    deadline.addEventListener("abort", onTimeout);
  });
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/**
 * The real server (apps/server/src/main.ts) in its own process, with the test payment provider; resolves once it listens. `env` adds to its environment.
 * Its log lines (warnings and errors) go to the bench's standard error, apart from the figures.
 */
export async function startServer(port: number, databaseUrl: string, dir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...profile, "--import", "tsx", "--import", LISTENING_SIGNAL, path.join(root, "apps/server/src/main.ts")], {
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
      ...env,
    },
    stdio: ["ignore", process.stderr, "inherit", "ipc"],
  });
  try {
    await listening(server, port, "The server");
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { process: server, baseUrl };
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
