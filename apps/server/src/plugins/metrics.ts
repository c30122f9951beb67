import { timingSafeEqual } from "node:crypto";
import { appRouter } from "@vyc/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerMetrics } from "../metrics/server-metrics";

const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/**
 * The route a request is counted under: its route pattern, and for tRPC the procedures called (a
 * batch as their list) when they all exist, so made-up paths cannot add labels.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return "unmatched";
  if (pattern !== "/trpc/:path") return pattern;
  const { path } = request.params as { path: string };
  return path.split(",").every((name) => PROCEDURES.has(name)) ? `/trpc/${path}` : pattern;
}

function sameToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every answered request, and serves GET /metrics in Prometheus's text format to a scraper
 * that sends `Authorization: Bearer <METRICS_TOKEN>`; without a token configured there is no
 * /metrics.
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics, token: string | undefined): void {
  app.addHook("onResponse", (request, reply, done) => {
    metrics.httpRequests.observe({ method: request.method, route: routeLabel(request), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  app.get("/metrics", async (request, reply) => {
    if (!sameToken(request.headers.authorization, token)) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="metrics"').send({ message: "A valid metrics token is required.", code: "UNAUTHORIZED" });
    }
    return reply.header("content-type", metrics.registry.contentType).header("cache-control", "no-store").send(await metrics.registry.metrics());
  });
}
