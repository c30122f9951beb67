import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { extract as extractTar } from "tar";
import { createDb } from "../client";
import { sqliteFilePath } from "../database-url";
import { isPostgresUrl } from "../postgres/url";
import { findSeatDrift } from "../stores/seats";
import type { BackupManifest } from "./backup-archive";
import { otherPostgresSessions, restorePostgres } from "./postgres-tools";
import { sqliteInUse, sqliteProblems } from "./sqlite-snapshot";

export interface RestoreOptions {
  archive: string;
  /** Where the site's data goes: its DATABASE_URL (an existing PostgreSQL database) and UPLOAD_DIR. */
  databaseUrl: string;
  uploadDir: string;
}

export interface RestoreReport {
  engine: BackupManifest["engine"];
  /** When the backup was taken. */
  createdAt: string;
  uploads: number;
}

/** Kept beside a SQLite database that a restore replaced, until the next restore. */
const REPLACED = ".before-restore";

function readManifest(dir: string, databaseUrl: string): BackupManifest {
  const file = path.join(dir, "manifest.json");
  if (!existsSync(file)) throw new Error("This file is not a backup of the site (it has no manifest.json).");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as BackupManifest;
  const target = isPostgresUrl(databaseUrl) ? "postgres" : "sqlite";
  if (manifest.engine !== target) throw new Error(`This backup is of a ${manifest.engine} database and DATABASE_URL names a ${target} one.`);
  return manifest;
}

async function restoreSqlite(snapshot: string, databaseUrl: string): Promise<void> {
  const problems = sqliteProblems(snapshot);
  if (problems.length) throw new Error(`The backup's database fails SQLite's integrity check:\n  ${problems.join("\n  ")}`);
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  if (existsSync(file)) {
    if (sqliteInUse(file)) throw new Error(`A server has ${file} open: stop the site before restoring.`);
    for (const suffix of ["", "-wal", "-shm"]) {
      rmSync(`${file}${suffix}${REPLACED}`, { force: true });
      if (existsSync(`${file}${suffix}`)) renameSync(`${file}${suffix}`, `${file}${suffix}${REPLACED}`);
    }
  }
  cpSync(snapshot, `${file}.restoring`);
  renameSync(`${file}.restoring`, file);
}

async function restoreToPostgres(dump: string, databaseUrl: string): Promise<void> {
  const sessions = await otherPostgresSessions(databaseUrl);
  if (sessions > 0) throw new Error(`${sessions} other session(s) are connected to the database: stop the site before restoring.`);
  await restorePostgres(databaseUrl, dump);
}

/**
 * Restores a backup archive into a stopped site: the database (refused while a server has it open)
 * and the uploaded images, which replace UPLOAD_DIR's. The SQLite database is checked before it
 * replaces the current one (kept beside it as `<file>.before-restore`); PostgreSQL's is restored in
 * one transaction.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  if (!existsSync(options.archive)) throw new Error(`No backup at ${options.archive}.`);
  const work = mkdtempSync(path.join(os.tmpdir(), "vyc-restore-"));
  try {
    await extractTar({ file: options.archive, cwd: work });
    const manifest = readManifest(work, options.databaseUrl);
    const database = path.join(work, manifest.database);
    if (manifest.engine === "postgres") await restoreToPostgres(database, options.databaseUrl);
    else await restoreSqlite(database, options.databaseUrl);
    rmSync(options.uploadDir, { recursive: true, force: true });
    cpSync(path.join(work, "uploads"), options.uploadDir, { recursive: true });
    return { engine: manifest.engine, createdAt: manifest.createdAt, uploads: readdirSync(options.uploadDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The site-level check of a database: SQLite's integrity and reference checks, then on either
 * engine whether every event's seat counters match its orders. Empty when all holds.
 */
export async function databaseProblems(databaseUrl: string): Promise<string[]> {
  const problems = isPostgresUrl(databaseUrl) ? [] : sqliteProblems(sqliteFilePath(databaseUrl));
  const db = createDb(databaseUrl);
  try {
    const drift = await findSeatDrift(db);
    return [...problems, ...drift.map((event) => `Event ${event.eventId}: seat counters paid ${event.paidSeats}/held ${event.heldSeats}, orders say ${event.paidCounted}/${event.heldCounted}`)];
  } finally {
    await db.close();
  }
}
