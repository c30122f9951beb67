export { checkpointInBackground } from "./wal-checkpoints";
export { createDb, tuneSqlite, withConnection, type Db, type SqliteConnection, type SqliteStatement } from "./client";
export { sqliteFilePath } from "./database-url";
export { applyMigrations } from "./migrations";
export * from "./generated/prisma/client";
