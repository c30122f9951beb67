export { checkpointInBackground } from "./wal-checkpoints";
export * from "./backup";
export { createDb, pingDatabase, tuneSqlite, type Db } from "./client";
export { sqliteFilePath } from "./database-url";
export { applyMigrations } from "./migrations";
export { migrateDatabase } from "./migrate-database";
export { isUniqueViolation } from "./errors";
export { createPostgresDb, databaseEngine, postgresPool } from "./postgres/client";
export { applyPostgresMigrations } from "./postgres/migrations";
export { createScratchDatabase, type ScratchDatabase } from "./postgres/scratch-database";
export { isPostgresUrl } from "./postgres/url";
export { containsIgnoringCase } from "./text-filter";
export { startWorker } from "./worker-thread";
export { readTime, sqlOf, type Engine, type Row, type SqlDatabase, type SqlRunner, type SqlValue } from "./sql-runner";
export * from "./stores";
/** The stores' order row (its status typed as the closed set), in place of the Prisma model of the same name. */
export type { Order } from "./stores/orders";
export { readSalesFigures, type SalesFigures } from "./stores/sales-figures";
export * from "./generated/prisma/client";
