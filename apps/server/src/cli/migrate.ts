import { existsSync } from "node:fs";
import { isPostgresUrl, migrateDatabase, sqliteFilePath } from "@vyc/db";
import { ticketSearchWords } from "@vyc/validators";

/** Applies the pending migrations to DATABASE_URL (as the server does when it starts), then the search words of older tickets. */
async function main(): Promise<void> {
  // The same settings as the server: the environment, else the repository's .env file.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const url = process.env.DATABASE_URL ?? "file:./var/dev.db";
  const target = isPostgresUrl(url) ? new URL(url).host + new URL(url).pathname : sqliteFilePath(url);
  const applied = await migrateDatabase(url, ticketSearchWords);
  console.info(applied.length ? `Applied ${applied.join(", ")} to ${target}` : `${target} is up to date`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
