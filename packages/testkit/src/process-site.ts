import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServerProcess, type ServerProcess } from "./server-process";
import { createTestDatabase } from "./test-database";

/** A fresh folder and migrated database for server processes that a test starts, stops and kills. */
export interface ProcessSite {
  dir: string;
  databaseUrl: string;
  /** The environment of a server on this site, logging at info for the test to read; `extra` adds to it. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** A server process on this site, started in its folder. */
  start(env: Record<string, string>): Promise<ServerProcess>;
  /** Drops the database and removes the folder. */
  close(): Promise<void>;
}

export async function createProcessSite(name: string): Promise<ProcessSite> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `vyc-${name}-`));
  const database = await createTestDatabase(dir);
  return {
    dir,
    databaseUrl: database.url,
    env: (extra = {}) => ({
      NODE_ENV: "test",
      DATABASE_URL: database.url,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      WEB_DIST_DIR: path.join(dir, "no-web"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      ...extra,
    }),
    start: (env) => startServerProcess(env, dir),
    async close() {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
