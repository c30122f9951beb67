// Checkpoints the server's SQLite WAL on a connection of its own, so that copying committed pages
// into the database file (and its fsyncs) never holds up a commit on the main thread. When the
// server is quiet (no frame added since the last tick and every frame copied), the WAL is truncated
// to nothing; with no wait for locks, a writer that comes along first simply wins. Under sales that
// never pause, passive checkpoints never catch up with the writer and SQLite never starts the WAL
// over: once it holds `restartFrames`, a restarting checkpoint waits briefly for the writer, copies
// what is left and makes the next commit write the WAL from its start (cut to its size limit).
import { workerData } from "node:worker_threads";
import Database from "better-sqlite3";

export interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
  restartFrames: number;
}

interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** How long a restarting checkpoint waits for the writer's and readers' turn before trying again on a later tick. */
const RESTART_WAIT_MS = 250;

const { file, intervalMs, restartFrames } = workerData as CheckpointWorkerData;
const db = new Database(file, { fileMustExist: true, timeout: 0 });
let framesBefore = -1;
setInterval(() => {
  const [result] = db.pragma("wal_checkpoint(PASSIVE)") as CheckpointResult[];
  if (!result) return;
  const quiet = result.busy === 0 && result.log > 0 && result.log === framesBefore && result.checkpointed === result.log;
  framesBefore = result.log;
  if (quiet) tryCheckpoint("TRUNCATE", 0);
  else if (result.log >= restartFrames) tryCheckpoint("RESTART", RESTART_WAIT_MS);
}, intervalMs);

function tryCheckpoint(mode: "TRUNCATE" | "RESTART", waitMs: number): void {
  try {
    db.pragma(`busy_timeout = ${waitMs}`);
    db.pragma(`wal_checkpoint(${mode})`);
  } catch {
    // A writer or reader held on: a later tick tries again.
  } finally {
    db.pragma("busy_timeout = 0");
  }
}
