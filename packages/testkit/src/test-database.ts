import path from "node:path";
import { applyMigrations, createScratchDatabase } from "@vyc/db";

export type TestDatabaseEngine = "sqlite" | "postgres";

/**
 * The engine integration tests run on: SQLite, or PostgreSQL in the `integration-postgres` pass
 * (`npm run test:int:pg`, which needs TEST_POSTGRES_URL).
 */
export function testDatabaseEngine(): TestDatabaseEngine {
  return process.env.TEST_DATABASE_ENGINE === "postgres" ? "postgres" : "sqlite";
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test server: a SQLite file in `dir`, or on PostgreSQL a new
 * database with a unique name on the server of TEST_POSTGRES_URL, dropped afterwards.
 */
export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  if (testDatabaseEngine() === "postgres") {
    const serverUrl = process.env.TEST_POSTGRES_URL;
    if (!serverUrl) throw new Error("TEST_DATABASE_ENGINE=postgres needs TEST_POSTGRES_URL (a PostgreSQL URL whose user may create databases).");
    return createScratchDatabase(serverUrl);
  }
  const file = path.join(dir, "test.db");
  await applyMigrations(file);
  return { url: `file:${file}`, drop: async () => {} };
}
