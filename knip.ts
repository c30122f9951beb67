import type { KnipConfig } from "knip";

/**
 * Dead-code check (`npm run lint`): every file, export, type export and dependency must be used
 * from one of the workspaces' real entry points below. Besides these, knip's plugins add the
 * entries their tools read: package.json `exports` and scripts, vite/electron-vite, vitest and
 * playwright configs (unit and integration tests, e2e specs), the Prisma schema and config.
 * Exports of entry files count too (`includeEntryExports`): the workspaces are private, so an
 * export of a package's index nothing in the repository imports is dead.
 */
const config: KnipConfig = {
  includeEntryExports: true,
  workspaces: {
    ".": {
      entry: ["tools/*.ts", "prisma/seed.ts"],
      // tools/lint-fixtures holds planted lint violations, read as files by tools/lint-boundaries.ts.
      project: ["tools/*.ts", "prisma/**/*.{ts,prisma}", "*.ts"],
    },
    "apps/server": {
      // The server, its commands (bundled by scripts/build.ts) and the benches' processes.
      entry: ["src/main.ts", "src/cli/*.ts", "bench/*.ts", "scripts/*.ts"],
      project: ["{src,test,bench,scripts}/**/*.ts"],
    },
    "apps/web": {
      // The stub is read as text and served in place of PayPal's SDK in browser tests; the server
      // render (vite.ssr.config.ts) is loaded by the server from the build.
      entry: ["scripts/*.ts", "e2e/**/*.spec.ts", "e2e/support/paypal-sdk-stub.js", "src/entry-server.tsx"],
      project: ["{src,e2e,scripts}/**/*.{ts,tsx,js}", "*.ts"],
    },
    "apps/kiosk": {
      entry: ["e2e/**/*.spec.ts"],
      project: ["{src,e2e}/**/*.{ts,tsx}", "*.ts"],
    },
    "packages/db": {
      // Worker threads are started by file name (startWorker), not imported.
      entry: ["scripts/*.ts", "src/**/*-worker.ts"],
      project: ["{src,test,scripts}/**/*.ts"],
    },
    "packages/domain": {
      // Worker threads are started by file name (workerJobs), not imported.
      entry: ["scripts/*.ts", "src/**/*-worker.ts"],
      project: ["{src,scripts}/**/*.{ts,tsx}"],
    },
    "packages/*": {
      project: ["src/**/*.{ts,tsx}"],
    },
  },
};

export default config;
