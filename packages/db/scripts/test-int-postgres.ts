import { spawnSync } from "node:child_process";

// The integration suite again, on PostgreSQL: each test server gets its own database on the server
// of TEST_POSTGRES_URL (a user who may create databases). Without it, say so and pass.
if (!process.env.TEST_POSTGRES_URL) {
  console.info("Skipping the PostgreSQL integration tests: TEST_POSTGRES_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/postgres).");
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "--project", "integration-postgres", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
