import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/api/", "/trpc/", "/healthz"];

/** Serves the built web app; any other GET that wants HTML gets index.html so client routes load. */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, "web build not found: run `npm run build` to serve the site");
  } else {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: "1h", immutable: false });
  }
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : "<!doctype html><title>Build missing</title>";
  app.decorate("indexHtml", indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !API_PREFIXES.some((p) => url.startsWith(p)) && !path.extname(url);
    if (!wantsPage) {
      return reply.code(404).send({ message: "Not found.", code: "NOT_FOUND" });
    }
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
}

declare module "fastify" {
  interface FastifyInstance {
    indexHtml: string;
  }
}
