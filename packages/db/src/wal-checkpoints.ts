import type { CheckpointWorkerData } from "./checkpoint-worker";
import { sql } from "kysely";
import type { Db } from "./database";
import { sqliteFilePath } from "./database-url";
import { warnBackgroundFailure, type BackgroundFailure } from "./background-failure";
import { startWorker } from "./worker-thread";

/** SQLite's own setting: checkpoint on commit once the WAL holds this many pages. */
const CHECKPOINT_ON_COMMIT_PAGES = 1000;
/** Frames (pages) in the WAL past which the worker makes the writer start it over: 16 MB of 4 KB pages, well inside its 64 MB limit. */
const RESTART_FRAMES = 4096;

/**
 * Moves WAL checkpoints off the request path: the server's connection stops checkpointing when it
 * commits, and a worker thread checkpoints on its own connection every `intervalMs` (a passive
 * checkpoint never blocks a writer). Should the worker stop, checkpoints on commit come back.
 * Returns the function that stops the worker. Nothing to do on PostgreSQL.
 */
export async function checkpointInBackground(db: Db, databaseUrl: string, options: { intervalMs?: number; onFailure?: BackgroundFailure } = {}): Promise<() => Promise<void>> {
  const { intervalMs = 500, onFailure = warnBackgroundFailure } = options;
  if (db.engine === "postgres") return async () => {};
  const setCheckpointOnCommit = (pages: number) => sql`PRAGMA wal_autocheckpoint = ${sql.lit(pages)}`.execute(db.query);
  await setCheckpointOnCommit(0);
  const workerData: CheckpointWorkerData = { file: sqliteFilePath(databaseUrl), intervalMs, restartFrames: RESTART_FRAMES };
  const worker = startWorker(import.meta.url, "checkpoint-worker", { workerData });
  let stopping = false;
  worker.on("error", (error) => onFailure(error, "Background WAL checkpoints failed"));
  worker.once("exit", () => {
    if (!stopping) setCheckpointOnCommit(CHECKPOINT_ON_COMMIT_PAGES).catch(() => undefined);
  });
  worker.unref();
  return async () => {
    stopping = true;
    await worker.terminate();
  };
}
