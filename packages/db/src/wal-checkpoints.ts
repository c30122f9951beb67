import type { CheckpointWorkerData } from "./checkpoint-worker";
import { sql } from "kysely";
import type { Db } from "./database";
import { sqliteFilePath } from "./database-url";
import { warnBackgroundFailure, type BackgroundFailure } from "./background-failure";
import { startWorker } from "./worker-thread";

/** SQLite's own setting: checkpoint on commit once the WAL holds this many pages. */
const CHECKPOINT_ON_COMMIT_PAGES = 1000;
/**
 * While the worker runs, the writer still checkpoints on commit once the WAL holds 16 MB (4 KB pages),
 * well inside its 64 MB limit: under sales that never pause the worker's passive checkpoints never
 * catch up with the writer, so SQLite would never start the WAL over. The worker has copied nearly
 * every frame by then, so that checkpoint is short, and the next commit writes the WAL from its start.
 */
const CHECKPOINT_ON_COMMIT_BEHIND_WORKER_PAGES = 4096;

/**
 * Moves WAL checkpoints off the request path: a worker thread checkpoints on its own connection
 * every `intervalMs` (a passive checkpoint never blocks a writer), and the server's connection
 * checkpoints on commit only when the WAL has grown past 16 MB. Should the worker stop, checkpoints on commit come back.
 * Returns the function that stops the worker. Nothing to do on PostgreSQL.
 */
export async function checkpointInBackground(db: Db, databaseUrl: string, options: { intervalMs?: number; onFailure?: BackgroundFailure } = {}): Promise<() => Promise<void>> {
  const { intervalMs = 500, onFailure = warnBackgroundFailure } = options;
  if (db.engine === "postgres") return async () => {};
  const setCheckpointOnCommit = (pages: number) => sql`PRAGMA wal_autocheckpoint = ${sql.lit(pages)}`.execute(db.query);
  await setCheckpointOnCommit(CHECKPOINT_ON_COMMIT_BEHIND_WORKER_PAGES);
  const workerData: CheckpointWorkerData = { file: sqliteFilePath(databaseUrl), intervalMs };
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
