import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/** Ports are configurable so several checkouts can run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const KIOSK_PORT = PORT + 1;

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Two browsers at once: a test spends most of its time waiting on the page, the server or the
  // accessibility check, so two share a 2-core machine well. Every test makes its own accounts and
  // orders, so tests of one file run side by side too.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: existsSync(DEBIAN_CHROMIUM)
      ? {
          executablePath: DEBIAN_CHROMIUM,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
        }
      : {},
  },
  projects: [
    { name: "web", testDir: "apps/web/e2e" },
    { name: "kiosk", testDir: "apps/kiosk/e2e", use: { baseURL: `http://localhost:${KIOSK_PORT}` } },
  ],
  webServer: {
    command: "npx tsx packages/testkit/src/e2e-server.ts",
    env: { E2E_PORT: String(PORT), E2E_KIOSK_PORT: String(KIOSK_PORT) },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
