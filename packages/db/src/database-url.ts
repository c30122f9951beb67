import path from "node:path";

/** Resolves a SQLite DATABASE_URL ("file:./var/dev.db" or a plain path) to an absolute file path. */
export function sqliteFilePath(databaseUrl: string, cwd = process.cwd()): string {
  const raw = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : databaseUrl;
  if (!raw || raw.includes("://")) {
    throw new Error(`DATABASE_URL must be a SQLite file URL such as file:./var/dev.db (got "${databaseUrl}")`);
  }
  return path.resolve(cwd, raw);
}
