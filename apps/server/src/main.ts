import { existsSync } from "node:fs";
import { buildApp } from "./app";
import { loadEnv } from "./env";
import { recoverPayments } from "./payment-recovery";
import { createServices } from "./services";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const env = loadEnv();
  const services = await createServices(env);
  const app = await buildApp(env, services);
  const close = async (): Promise<void> => {
    await app.close();
    await services.db.$disconnect();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`Serving ${env.PUBLIC_URL}`);
  recoverPayments(services, app.log).catch((error: unknown) => app.log.error({ err: error }, "payment recovery failed"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
