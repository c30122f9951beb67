import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Negotiator } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { Services } from "@vyc/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageLocale } from "../pages/page-locale";
import { loadPageRenderer, RENDERER_DIR } from "../pages/page-renderer";
import { hasFlash } from "../auth/flash";
import { addVary } from "./page-language";
import { sitePages, type PageAnswer } from "../pages/site-pages";

const API_PREFIXES = ["/api/", "/trpc/", "/healthz"];

/** Build files named by their content hash: a new build gives them new names, so browsers keep them for good. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages are checked with the server on every visit (a cheap 304 when unchanged), so a new build shows at once. */
const CACHE_REVALIDATE = "no-cache";
/** Other files of the build (favicon, pictures) keep their names across builds. */
const CACHE_UNHASHED = "public, max-age=3600";

/** The encodings a page rendered on the server is kept in, best first. */
const PAGE_ENCODINGS = new Negotiator<"br" | "gzip" | "identity">({ supportedValues: ["br", "gzip", "identity"] });

/** The page's body in the best encoding the browser accepts (and says so in Content-Encoding). */
function pageBody(page: PageAnswer, request: FastifyRequest, reply: FastifyReply): string | Buffer {
  if (!page.encoded) return page.html;
  addVary(reply, "Accept-Encoding");
  // A page that is to carry a notice (see auth-forms) is sent as text, for the notice to be put in.
  if (hasFlash(request)) return page.html;
  const acceptEncoding = request.headers["accept-encoding"];
  const encoding = acceptEncoding ? PAGE_ENCODINGS.negotiate(acceptEncoding) : null;
  if (encoding === "br" || encoding === "gzip") {
    void reply.header("content-encoding", encoding);
    return page.encoded[encoding];
  }
  return page.html;
}

/**
 * Source maps are never published, whatever the build left in the folder; compressed copies are
 * reached through preCompressed; the server's render of the pages is code of the server.
 */
const NOT_SERVED = ["**/*.map", "**/*.br", "**/*.gz", `${RENDERER_DIR}/**`];

/**
 * Serves the built web app. A GET of one of the app's pages gets index.html so client routes load
 * (an event's page with its title and link preview tags; `/`, `/events` and `/events/{id}` rendered
 * on the server when the build has its renderer, answered 304 when the browser's copy is the same);
 * any other page path gets 404 with a page that links home and to the events (see sitePages). The build ships brotli and gzip copies of its text files (apps/web/vite.config.ts): they are sent
 * as they are to browsers that accept them, with `Vary: Accept-Encoding`; so are the pages rendered on
 * the server, compressed once as they are built.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string, services: Pick<Services, "db" | "clock" | "config">): Promise<void> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, "web build not found: run `npm run build` to serve the site");
  } else {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: NOT_SERVED,
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      cacheControl: false,
      setHeaders: (reply, file) => {
        const cacheControl = file.includes(HASHED_ASSETS) ? CACHE_IMMUTABLE : file.endsWith(".html") ? CACHE_REVALIDATE : CACHE_UNHASHED;
        reply.header("cache-control", cacheControl);
      },
    });
  }
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : "<!doctype html><title>Build missing</title>";
  app.decorate("indexHtml", indexHtml);
  const renderPage = existsSync(indexFile) ? await loadPageRenderer(root, app.log) : null;
  const pageFor = sitePages(indexHtml, services, renderPage);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !API_PREFIXES.some((p) => url.startsWith(p)) && !path.extname(url);
    if (!wantsPage) {
      return reply.code(404).send({ message: "Not found.", code: "NOT_FOUND" });
    }
    request.pageLocale = await pageLocale(services, request);
    const page = await pageFor(request.url, request.pageLocale);
    void reply.header("cache-control", CACHE_REVALIDATE);
    // The page is in the language its cookies choose (the switch's, else the signed-in account's).
    addVary(reply, "Cookie");
    if (page.etag) {
      void reply.header("etag", page.etag);
      // A page that is to carry a notice (see auth-forms) is sent whole.
      if (request.headers["if-none-match"] === page.etag && !hasFlash(request)) return reply.code(304).send();
    }
    return reply.code(page.status).type("text/html; charset=utf-8").send(pageBody(page, request, reply));
  });
}

declare module "fastify" {
  interface FastifyInstance {
    indexHtml: string;
  }
}
