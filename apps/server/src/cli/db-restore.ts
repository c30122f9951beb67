import { existsSync } from "node:fs";
import { databaseProblems, restoreBackup } from "@vyc/db";
import { loadEnv } from "../env";

/**
 * npm run db:restore <archive>: restores a backup into the stopped site named by DATABASE_URL and
 * UPLOAD_DIR, then checks the restored database. Exit 1 when anything fails or a check finds a problem.
 */
async function main(): Promise<number> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const archive = process.argv[2];
  if (!archive) {
    console.error("Usage: npm run db:restore <backup archive> (the site must be stopped)");
    return 2;
  }
  const env = loadEnv();
  const report = await restoreBackup({ archive, databaseUrl: env.DATABASE_URL, uploadDir: env.UPLOAD_DIR });
  console.info(`Restored the ${report.engine} backup taken ${report.createdAt}, with ${report.uploads} uploaded file(s).`);
  const problems = await databaseProblems(env.DATABASE_URL);
  if (problems.length) {
    console.error(`The restored database fails its checks:\n  ${problems.join("\n  ")}`);
    return 1;
  }
  console.info("Integrity check passed. Start the site: it applies any newer migrations as it starts.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
