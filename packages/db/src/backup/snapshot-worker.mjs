// Writes a consistent copy of the server's SQLite database with VACUUM INTO, on a connection of
// its own off the main thread: a read transaction, so the site keeps selling while it runs.
import { workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.file, { fileMustExist: true, readonly: true, timeout: 10_000 });
try {
  db.prepare("VACUUM INTO ?").run(workerData.destination);
} finally {
  db.close();
}
