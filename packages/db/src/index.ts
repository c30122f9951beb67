export { checkpointInBackground } from "./wal-checkpoints";
export * from "./backup";
export { createDb, pingDatabase } from "./client";
export { sqliteFilePath } from "./database-url";
export { applyMigrations } from "./migrations";
export { migrateDatabase } from "./migrate-database";
export { isUniqueViolation } from "./errors";
export { LockTimeout, lockForDecision } from "./locks";
export { createScratchDatabase } from "./postgres/scratch-database";
export { isPostgresUrl } from "./postgres/url";
export { startWorker } from "./worker-thread";
export { Db, type Queries, type Tx } from "./database";
export * from "./stores";
/** The stores' order row (its status typed as the closed set), in place of the generated row of the same name. */
export type { Order } from "./stores/orders";
export { readSalesFigures, type SalesFigures } from "./stores/sales-figures";
export type * from "./rows";
