import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Services } from "@vyc/api";
import type { Clock } from "@vyc/domain/shared";
import type { FastifyInstance } from "fastify";
import { seedDemoEvents } from "@vyc/db/seed";
import { buildApp } from "@vyc/server/app";
import { loadEnv } from "@vyc/server/env";
import { createAppLogger } from "@vyc/server/log-stream";
import { createServices } from "@vyc/server/services";
import { createTestDatabase } from "./test-database";

export interface TestServer {
  url: string;
  /** The site's configured address (PUBLIC_URL), the origin its own pages post from. */
  publicUrl: string;
  app: FastifyInstance;
  services: Services;
  /** The DATABASE_URL the server runs on. */
  databaseUrl: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Another app server on this (already seeded) database instead of a fresh one, as a second server behind a proxy. */
  databaseUrl?: string;
  /** Where the server's log lines go (at env.LOG_LEVEL, silent unless set); by default the process's output. */
  logStream?: { write(line: string): void };
}

/**
 * The real server over HTTP on a fresh, migrated and seeded database: a SQLite file, or a new
 * PostgreSQL database in the PostgreSQL pass (see createTestDatabase).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-int-"));
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabase(dir);
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    WEB_DIST_DIR: path.join(dir, "no-web"),
    RATE_LIMIT_MAX: "100000",
    ...options.env,
  });
  const services = await createServices(env, options.clock, options.logStream ? createAppLogger(env.LOG_LEVEL, options.logStream) : undefined);
  let app: FastifyInstance;
  try {
    if (!options.databaseUrl) await seedDemoEvents(services.db, services.clock.now());
    app = await buildApp(env, services);
    await app.listen({ host: "127.0.0.1", port: 0 });
  } catch (error) {
    // A server that could not start leaves no database behind (on PostgreSQL it would stay on the server).
    await services.db.close().catch(() => undefined);
    await database.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    publicUrl: env.PUBLIC_URL,
    app,
    services,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await services.db.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
