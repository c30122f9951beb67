import { createDb } from "./client";
import { sqliteFilePath } from "./database-url";
import { applyMigrations } from "./migrations";
import { applyPostgresMigrations } from "./postgres/migrations";
import { isPostgresUrl } from "./postgres/url";
import { backfillTicketSearchWords, type TicketSearchWordsOf } from "./ticket-search-backfill";

/**
 * Applies the pending migrations of DATABASE_URL's engine (prisma/migrations or
 * prisma/postgres/migrations), then gives the tickets that have no search words theirs, made by
 * `ticketSearchWords` (ticketSearchWords of @vyc/validators, which this package does not import).
 */
export async function migrateDatabase(databaseUrl: string, ticketSearchWords: TicketSearchWordsOf): Promise<string[]> {
  const applied = isPostgresUrl(databaseUrl) ? await applyPostgresMigrations(databaseUrl) : await applyMigrations(sqliteFilePath(databaseUrl));
  const db = createDb(databaseUrl);
  try {
    await backfillTicketSearchWords(db, ticketSearchWords);
  } finally {
    await db.close();
  }
  return applied;
}
