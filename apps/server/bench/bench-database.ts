import path from "node:path";
import { applyMigrations, createDb, createScratchDatabase, type Db } from "@vyc/db";
import type { BenchOptions } from "./options";

/** The run's own database, migrated and empty: a SQLite file in the run's folder, or a new PostgreSQL database. */
export interface BenchDatabase {
  /** What the servers get as DATABASE_URL. */
  url: string;
  /** Shown in the report. */
  label: string;
  open(): Promise<Db>;
  /** Removes the database (after the servers have stopped). */
  drop(): Promise<void>;
}

async function sqliteDatabase(dir: string): Promise<BenchDatabase> {
  const file = path.join(dir, "bench.db");
  const url = `file:${file}`;
  await applyMigrations(file);
  return {
    url,
    label: `SQLite file ${file}`,
    open: async () => createDb(url),
    drop: async () => {}, // goes with the run's folder
  };
}

/** A database with a unique name on the server of `serverUrl` (CREATE DATABASE; DROP DATABASE at the end). */
async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(serverUrl, "vyc_bench");
  const url = new URL(scratch.url);
  return {
    url: scratch.url,
    label: `PostgreSQL database ${url.pathname.slice(1)} on ${url.host}`,
    open: async () => createDb(scratch.url),
    drop: () => scratch.drop(),
  };
}

/** A fresh database for this run; `dir` is the run's scratch folder. */
export async function createBenchDatabase(options: BenchOptions, dir: string): Promise<BenchDatabase> {
  if (options.engine === "sqlite") return sqliteDatabase(dir);
  if (!options.postgresUrl) throw new Error("No PostgreSQL server URL.");
  return postgresDatabase(options.postgresUrl);
}
