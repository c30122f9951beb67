import { defineConfig } from "vitest/config";

/** Integration tests live in each workspace's test/ folder, grouped by domain; unit tests sit beside their source (tools/: the repository's own checks). */
const integrationFiles = ["packages/*/test/**/*.int.test.ts", "apps/*/test/**/*.int.test.ts"];
/** Tests of PostgreSQL's own pieces and of app servers sharing one database, run only by the PostgreSQL pass. */
const postgresOnly = ["packages/db/test/postgres/**", "apps/*/test/**/*.pg.int.test.ts"];
/** Tests of SQLite's own machinery (its single connection, WAL), run only by the SQLite pass. */
const sqliteOnly = ["packages/db/test/sqlite-driver.int.test.ts", "packages/db/test/prepared-statements.int.test.ts", "packages/db/test/wal-checkpoints.int.test.ts", "packages/db/test/sqlite-migrations.int.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.{ts,tsx}", "apps/*/src/**/*.test.{ts,tsx}", "tools/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: integrationFiles,
          exclude: [...postgresOnly, "**/node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // Files run one after another in one worker that keeps its loaded modules: every file
          // starts its own servers and databases, and loading the server afresh per file took longer
          // than the tests themselves.
          isolate: false,
        },
      },
      // The same integration tests on PostgreSQL (`npm run test:int:pg`): each test server gets a
      // fresh, migrated database on the server of TEST_POSTGRES_URL (see packages/testkit).
      ...(process.env.TEST_POSTGRES_URL
        ? [
            {
              test: {
                name: "integration-postgres",
                include: integrationFiles,
                exclude: [...sqliteOnly, "**/node_modules/**"],
                environment: "node",
                env: { TEST_DATABASE_ENGINE: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                fileParallelism: false,
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
