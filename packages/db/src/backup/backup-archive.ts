import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { create as createTar } from "tar";
import { sqliteFilePath } from "../database-url";
import { isPostgresUrl } from "../postgres/url";
import { dumpPostgres } from "./postgres-tools";
import { snapshotSqlite } from "./sqlite-snapshot";

/** What a backup archive holds: manifest.json, the database (as `database`) and uploads/. */
export interface BackupManifest {
  format: 1;
  engine: "sqlite" | "postgres";
  createdAt: string;
  /** database.sqlite (a SQLite file) or database.pgdump (pg_dump's custom format). */
  database: string;
}

export interface BackupOptions {
  databaseUrl: string;
  /** The uploaded images, copied into the archive after the database. */
  uploadDir: string;
  backupDir: string;
  /** Archives kept in backupDir: the oldest beyond this many are removed. */
  keep: number;
  now?: Date;
}

const ARCHIVE = /^vyc-backup-.+\.tar\.gz$/;

/**
 * Writes one archive with a consistent snapshot of the database (SQLite's VACUUM INTO or pg_dump,
 * both while the site keeps selling) and the uploaded images, then removes the oldest archives
 * beyond `keep`. The archive appears under its final name only once complete. Returns its path.
 */
export async function createBackup(options: BackupOptions): Promise<string> {
  const now = options.now ?? new Date();
  mkdirSync(options.backupDir, { recursive: true });
  const work = mkdtempSync(path.join(options.backupDir, ".in-progress-"));
  const archive = path.join(options.backupDir, `vyc-backup-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  try {
    const engine = isPostgresUrl(options.databaseUrl) ? "postgres" : "sqlite";
    const manifest: BackupManifest = { format: 1, engine, createdAt: now.toISOString(), database: engine === "postgres" ? "database.pgdump" : "database.sqlite" };
    if (engine === "postgres") await dumpPostgres(options.databaseUrl, path.join(work, manifest.database));
    else await snapshotSqlite(sqliteFilePath(options.databaseUrl), path.join(work, manifest.database));
    const uploads = path.join(work, "uploads");
    if (existsSync(options.uploadDir)) cpSync(options.uploadDir, uploads, { recursive: true });
    else mkdirSync(uploads);
    writeFileSync(path.join(work, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await createTar({ gzip: true, file: `${archive}.partial`, cwd: work, portable: true }, ["manifest.json", manifest.database, "uploads"]);
    renameSync(`${archive}.partial`, archive);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(`${archive}.partial`, { force: true });
  }
  pruneBackups(options.backupDir, options.keep);
  return archive;
}

/** The archives in `backupDir`, oldest first (their names carry the time they were taken). */
export function listBackups(backupDir: string): string[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .filter((name) => ARCHIVE.test(name))
    .sort()
    .map((name) => path.join(backupDir, name));
}

/** Removes the oldest archives beyond the newest `keep`. */
function pruneBackups(backupDir: string, keep: number): void {
  const archives = listBackups(backupDir);
  for (const archive of archives.slice(0, Math.max(0, archives.length - keep))) rmSync(archive, { force: true });
}
