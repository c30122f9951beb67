// Checkpoints the server's SQLite WAL on a connection of its own, so that copying committed pages
// into the database file (and its fsyncs) never holds up a commit on the main thread. When the
// server is quiet (no frame added since the last tick and every frame copied), the WAL is truncated
// to nothing; with no wait for locks, a writer that comes along first simply wins.
import { workerData } from "node:worker_threads";
import Database from "better-sqlite3";

export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
}

interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

const { file, intervalMs } = workerData as CheckpointWorkerData;
const db = new Database(file, { fileMustExist: true, timeout: 0 });
let framesBefore = -1;
setInterval(() => {
  const [result] = db.pragma("wal_checkpoint(PASSIVE)") as CheckpointResult[];
  if (!result) return;
  const quiet = result.busy === 0 && result.log > 0 && result.log === framesBefore && result.checkpointed === result.log;
  framesBefore = result.log;
  if (!quiet) return;
  try {
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch {
    // A writer or reader came along: the next quiet tick truncates.
  }
}, intervalMs);
