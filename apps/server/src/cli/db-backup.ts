import { existsSync } from "node:fs";
import { createBackup } from "@vyc/db";
import { loadEnv } from "../env";

/** npm run db:backup: one archive of the database and the uploaded images in BACKUP_DIR, keeping the newest BACKUP_KEEP. */
async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = loadEnv();
  const archive = await createBackup({ databaseUrl: env.DATABASE_URL, uploadDir: env.UPLOAD_DIR, backupDir: env.BACKUP_DIR, keep: env.BACKUP_KEEP });
  console.info(`Backup written to ${archive}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
