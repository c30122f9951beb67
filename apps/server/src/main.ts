import { existsSync } from "node:fs";
import { migrateDatabase } from "@vyc/db";
import { ticketSearchWords } from "@vyc/validators";
import { buildApp } from "./app";
import { scheduleBackups } from "./backup-schedule";
import { loadEnv } from "./env";
import { createAppLogger } from "./log-stream";
import { gracefulStop } from "./graceful-stop";
import { recoverPayments } from "./payment-recovery";
import { recoverRefunds } from "./refund-recovery";
import { unsafeProductionSettings } from "./production-settings";
import { createServices } from "./services";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = loadEnv();
  if (env.NODE_ENV === "production") {
    const problems = unsafeProductionSettings(env, process.env);
    if (problems.length) throw new Error(`Refusing to start in production:\n  ${problems.join("\n  ")}`);
  }
  const log = createAppLogger(env.LOG_LEVEL);
  if (env.MIGRATE_ON_START) {
    const applied = await migrateDatabase(env.DATABASE_URL, ticketSearchWords);
    if (applied.length) log.info({ migrations: applied }, `Applied the migrations ${applied.join(", ")}`);
  }
  const services = await createServices(env, undefined, log);
  const app = await buildApp(env, services);
  const stop = gracefulStop(app, services, scheduleBackups(env, app.log), env.SHUTDOWN_TIMEOUT_MS);
  // The stop logs its own failure and exits: nothing is left to await it.
  // Every signal reaches the stop (a second Ctrl-C under npm arrives at once): the first starts it, the others wait for it.
  process.on("SIGINT", (signal) => void stop(signal));
  process.on("SIGTERM", (signal) => void stop(signal));
  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`Serving ${env.PUBLIC_URL}`);
  recoverPayments(services, app.log).catch((error: unknown) => app.log.error({ err: error }, "payment recovery failed"));
  recoverRefunds(services, app.log).catch((error: unknown) => app.log.error({ err: error }, "refund recovery failed"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
