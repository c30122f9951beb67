// Checkpoints the server's SQLite WAL on a connection of its own, so that copying committed pages
// into the database file (and its fsyncs) never holds up a commit on the main thread.
import { workerData } from "node:worker_threads";
import Database from "better-sqlite3";

export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
}

const { file, intervalMs } = workerData as CheckpointWorkerData;
const db = new Database(file, { fileMustExist: true });
setInterval(() => db.pragma("wal_checkpoint(PASSIVE)"), intervalMs);
