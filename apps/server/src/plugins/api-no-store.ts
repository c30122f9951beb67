import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/trpc/", "/api/"];

/**
 * Answers of the API (/trpc and /api) are never kept by a browser or a shared cache: most are
 * personal (tickets, account, back office, desk, CSV exports) and a cache cannot tell which.
 * Pages and static files keep their own caching.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) void reply.header("cache-control", "no-store");
    done();
  });
}
