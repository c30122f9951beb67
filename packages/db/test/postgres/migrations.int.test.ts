import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nextPostgresMigration, POSTGRES_MIGRATION_PATHS } from "../../src/postgres/migrations";

// Run by the PostgreSQL pass only (npm run test:int:pg): the migrations are replayed on a shadow
// database created on that server.
const serverUrl = process.env.TEST_POSTGRES_URL ?? "";
const scratch = mkdtempSync(path.join(os.tmpdir(), "vyc-pg-migrations-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the PostgreSQL migrations", () => {
  it("are in step with the schema: replayed, they leave nothing to migrate", async () => {
    expect(await nextPostgresMigration(serverUrl)).toBe("");
  });

  it("give the next migration of a schema change", async () => {
    const paths = { schemaFile: path.join(scratch, "schema.prisma"), migrationsDir: path.join(scratch, "migrations") };
    cpSync(POSTGRES_MIGRATION_PATHS.migrationsDir, paths.migrationsDir, { recursive: true });
    const schema = readFileSync(POSTGRES_MIGRATION_PATHS.schemaFile, "utf8").replace(/(model ContactMessage \{\n)/, "$1  urgent Boolean @default(false)\n");
    writeFileSync(paths.schemaFile, schema);
    expect(await nextPostgresMigration(serverUrl, paths)).toMatch(/ALTER TABLE "ContactMessage" ADD COLUMN\s+"urgent" BOOLEAN NOT NULL DEFAULT false/);
  });
});
