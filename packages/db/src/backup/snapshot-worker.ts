// Writes a consistent copy of the server's SQLite database with VACUUM INTO, on a connection of
// its own off the main thread: a read transaction, so the site keeps selling while it runs.
import { workerData } from "node:worker_threads";
import Database from "better-sqlite3";

export interface SnapshotWorkerData {
  file: string;
  destination: string;
}

const { file, destination } = workerData as SnapshotWorkerData;
const db = new Database(file, { fileMustExist: true, readonly: true, timeout: 10_000 });
try {
  db.prepare("VACUUM INTO ?").run(destination);
} finally {
  db.close();
}
