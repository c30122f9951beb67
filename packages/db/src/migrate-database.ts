import { sqliteFilePath } from "./database-url";
import { applyMigrations } from "./migrations";
import { applyPostgresMigrations } from "./postgres/migrations";
import { isPostgresUrl } from "./postgres/url";

/** Applies the pending migrations of DATABASE_URL's engine (prisma/migrations or prisma/postgres/migrations). */
export function migrateDatabase(databaseUrl: string): Promise<string[]> {
  return isPostgresUrl(databaseUrl) ? applyPostgresMigrations(databaseUrl) : applyMigrations(sqliteFilePath(databaseUrl));
}
