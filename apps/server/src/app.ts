import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import { checkpointInBackground, pingDatabase } from "@vyc/db";
import { scheduleWaitingListSweeps } from "@vyc/domain/waiting-list";
import Fastify, { type FastifyInstance } from "fastify";
import { cookiePolicy } from "./auth/session-cookie";
import type { Env } from "./env";
import { HEALTH_PROBE_MS, probeOncePer } from "./health-probe";
import { requestTimeouts } from "./request-timeouts";
import { registerAdminExports } from "./plugins/admin-exports";
import { registerApiNoStore } from "./plugins/api-no-store";
import { registerMetrics } from "./plugins/metrics";
import { registerNulGuard } from "./plugins/nul-guard";
import { registerAdminUploads } from "./plugins/admin-uploads";
import { registerFileDownloads } from "./plugins/file-downloads";
import { registerAdminLive } from "./plugins/admin-live";
import { registerAuthForms } from "./plugins/auth-forms";
import { registerCors } from "./plugins/cors";
import { registerGlobalRateLimit } from "./plugins/global-rate-limit";
import { registerPageLanguage } from "./plugins/page-language";
import { registerPublicReadInvalidation } from "./plugins/public-reads";
import { registerRest } from "./plugins/rest";
import { registerSecurity } from "./plugins/security";
import { registerServerErrors } from "./plugins/server-errors";
import { registerStaticWeb } from "./plugins/static-web";
import { registerPrivacyJobs } from "./privacy-jobs";
import { registerTrpc } from "./plugins/trpc";
import type { ServerServices } from "./services";

/** Builds the HTTP host: security headers, tRPC, the REST adapters and the web app. */
export async function buildApp(env: Env, services: ServerServices): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.log,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 500 },
    bodyLimit: 1024 * 1024,
    ...requestTimeouts(env.REQUEST_TIMEOUT_MS),
    genReqId: () => randomUUID(),
  });
  registerSecurity(app);
  registerServerErrors(app);
  registerNulGuard(app);
  registerMetrics(app, services.metrics, env.METRICS_TOKEN);
  registerApiNoStore(app);
  await registerCors(app, env.CORS_ORIGINS);
  await app.register(cookie);
  await app.register(formbody);
  await registerGlobalRateLimit(app, env.RATE_LIMIT_MAX, services.db);

  const stopCheckpoints = await checkpointInBackground(services.db, env.DATABASE_URL, { onFailure: (error, what) => app.log.error({ err: error }, what) });
  const stopWaitingListSweeps = scheduleWaitingListSweeps(
    { db: services.db, outbox: services.outbox },
    () => services.clock.now(),
    env.WAITING_LIST_SWEEP_MS,
    (error) => app.log.error({ err: error }, "waiting-list sweep failed"),
  );
  // The database answers the health check at most once a second, however often it is asked.
  const databaseProbe = probeOncePer(HEALTH_PROBE_MS, () => pingDatabase(services.db));
  services.outbox.start(env.OUTBOX_POLL_MS);
  // Shutting down: once the last request is answered, let the e-mails being sent go out.
  app.addHook("onClose", async () => {
    await services.outbox.stop();
    await stopWaitingListSweeps();
    await services.background.settled();
    await stopCheckpoints();
  });

  app.get("/healthz", async () => {
    await databaseProbe();
    return { status: "ok" };
  });
  registerPublicReadInvalidation(app, services);
  await registerTrpc(app, services);
  await registerRest(app, services, env.PUBLIC_URL);
  await registerAuthForms(app, services, cookiePolicy(env.PUBLIC_URL, env.COOKIE_SECURE));
  await registerAdminExports(app, services);
  registerPrivacyJobs(app, env, services);
  await registerAdminUploads(app, services);
  await registerFileDownloads(app, services);
  registerAdminLive(app, services);
  await registerStaticWeb(app, env.WEB_DIST_DIR, services);
  registerPageLanguage(app);
  return app;
}
