import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { applyMigrations, sqliteFilePath } from "@vyc/db";
import { createAccount } from "@vyc/domain/auth";
import Fastify from "fastify";
import { seedDemoEvents } from "@vyc/db/seed";
import { buildApp } from "@vyc/server/app";
import { loadEnv } from "@vyc/server/env";
import { createServices } from "@vyc/server/services";
import { E2E_ADMIN, E2E_STAFF } from "./e2e-accounts";
import { PAYPAL_SDK_STUB_PATH, servePayPalSdkStub } from "./e2e-paypal";
import { fakePayPalEnv, startFakePayPal } from "./fake-paypal";
import { seedE2eDeskEvent } from "./e2e-desk-event";
import { seedE2eWaitingListEvent } from "./e2e-waiting-list";
import { seedE2eCheckoutExpiryEvent } from "./e2e-checkout-event";
import { seedE2eManifestEvent } from "./e2e-manifest-seed";
import { startSmtpCapture } from "./smtp-capture";

/**
 * The server the browser tests drive: a fresh SQLite file every run, the built web app, and the
 * built kiosk renderer on a second port (the kiosk is a separate origin, as in Electron). Mail goes
 * to a real SMTP server whose messages land as JSON files in var/e2e-<port>/mail for the tests to read.
 */
async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const port = process.env.E2E_PORT ?? "3100";
  const kioskPort = Number(process.env.E2E_KIOSK_PORT ?? Number(port) + 1);
  const mailDir = path.join(root, `var/e2e-${port}/mail`);
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let mailCount = 0;
  const smtp = await startSmtpCapture(0, (mail) => {
    mailCount += 1;
    writeFileSync(path.join(mailDir, `${String(mailCount).padStart(4, "0")}.json`), JSON.stringify(mail));
  });
  const paypal = await startFakePayPal({ port: Number(port) + 2 });
  const env = loadEnv({
    ...process.env,
    ...fakePayPalEnv(paypal, { PAYMENT_TEST_MODE: "true", PAYPAL_SDK_URL: `http://localhost:${port}${PAYPAL_SDK_STUB_PATH}` }),
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: `file:./var/e2e-${port}/db/e2e.db`,
    UPLOAD_DIR: path.join(root, `var/e2e-${port}/uploads`),
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.join(root, "apps/web/dist"),
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000",
    RATE_LIMIT_SCALE: "50",
    SMTP_URL: smtp.url,
    WAITING_LIST_SWEEP_MS: "500",
    CORS_ORIGINS: `http://localhost:${kioskPort},http://127.0.0.1:${kioskPort}`,
  });
  const file = sqliteFilePath(env.DATABASE_URL);
  rmSync(path.dirname(file), { recursive: true, force: true });
  await applyMigrations(file);
  const services = await createServices(env);
  await seedDemoEvents(services.db, services.clock.now());
  await createAccount(services.db, { ...E2E_STAFF, role: "staff", verifiedAt: services.clock.now() });
  const admin = await createAccount(services.db, { ...E2E_ADMIN, role: "admin", verifiedAt: services.clock.now() });
  await seedE2eDeskEvent(services.db, services.clock.now());
  await seedE2eWaitingListEvent(services.db, services.clock.now());
  await seedE2eCheckoutExpiryEvent(services.db);
  await seedE2eManifestEvent(services.db, admin.id, services.clock.now());
  // A code that takes the whole price, for the purchase that needs no payment.
  await services.db.query.insertInto("Discount").values({ id: randomUUID(), code: "FULL100", percent: 100, createdAt: services.clock.now() }).execute();
  const app = await buildApp(env, services);
  servePayPalSdkStub(app, root);
  await app.listen({ host: env.HOST, port: env.PORT });

  const kioskDist = path.join(root, "apps/kiosk/out/renderer");
  if (existsSync(kioskDist)) {
    const kiosk = Fastify();
    await kiosk.register(fastifyStatic, { root: kioskDist });
    await kiosk.listen({ host: "127.0.0.1", port: kioskPort });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
