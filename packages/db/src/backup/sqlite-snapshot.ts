import { existsSync } from "node:fs";
import Database from "better-sqlite3";
import { startWorker } from "../worker-thread";
import type { SnapshotWorkerData } from "./snapshot-worker";

/**
 * A consistent copy of the SQLite database `file` at `destination` (which must not exist yet), as of
 * one moment, taken on a worker thread while writers go on.
 */
export function snapshotSqlite(file: string, destination: string): Promise<void> {
  if (!existsSync(file)) return Promise.reject(new Error(`There is no database at ${file} (DATABASE_URL).`));
  return new Promise((resolve, reject) => {
    const workerData: SnapshotWorkerData = { file, destination };
    const worker = startWorker(import.meta.url, "snapshot-worker", { workerData });
    // An error crossing from the worker thread keeps its fields but is no longer an Error here.
    worker.once("error", (error: { message?: string; code?: string }) => reject(new Error(`The database snapshot failed: ${error.message ?? error.code}`)));
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`The database snapshot stopped with code ${code}.`))));
  });
}

/** What SQLite's own checks find wrong in the file: damaged pages, broken references. Empty when sound. */
export function sqliteProblems(file: string): string[] {
  const db = new Database(file, { fileMustExist: true, readonly: true });
  try {
    const integrity = db.pragma("integrity_check") as Array<{ integrity_check: string }>;
    const problems = integrity.map((row) => row.integrity_check).filter((line) => line !== "ok");
    const references = db.pragma("foreign_key_check") as Array<{ table: string; rowid: number; parent: string }>;
    return [...problems, ...references.map((row) => `${row.table} row ${row.rowid} refers to a missing ${row.parent}`)];
  } finally {
    db.close();
  }
}

/**
 * Whether a server has the database open: every connection of a running server keeps a lock that
 * refuses this one exclusive access.
 */
export function sqliteInUse(file: string): boolean {
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE; COMMIT");
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}
