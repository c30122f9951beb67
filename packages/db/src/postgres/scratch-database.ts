import { randomBytes } from "node:crypto";
import { applyPostgresMigrations, runAdminStatement } from "./migrations";
import { quoteIdentifier, withDatabaseName } from "./url";

export interface ScratchDatabase {
  /** URL of the new database, migrated. */
  url: string;
  /** Drops the database, closing whatever connections are left on it. */
  drop(): Promise<void>;
}

/**
 * A fresh database with a unique name on the server of `serverUrl` (a user who may create
 * databases), with every PostgreSQL migration applied: one per test file or test server, so test
 * files can run side by side.
 */
export async function createScratchDatabase(serverUrl: string, prefix = "vyc_test"): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(6).toString("hex")}`;
  await runAdminStatement(serverUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
  const url = withDatabaseName(serverUrl, name);
  const drop = () => runAdminStatement(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  try {
    await applyPostgresMigrations(url);
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
  return { url, drop };
}
