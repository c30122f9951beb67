import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "@vyc/i18n";
import type { TPublicEventOutput } from "@vyc/validators";
import type { FastifyBaseLogger } from "fastify";

/** The public data a page is rendered from: the upcoming events (home, the list) or one event. */
export interface PageData {
  events?: readonly TPublicEventOutput[];
  event?: TPublicEventOutput;
}

/** A rendered page: tags for the head (the data the browser starts from) and the HTML of the app's root element. */
interface RenderedPage {
  head: string;
  body: string;
}

export type RenderPage = (url: string, locale: Locale, data: PageData) => Promise<RenderedPage>;

/** Where the web build leaves its server render (apps/web/vite.ssr.config.ts); the static files never include it. */
export const RENDERER_DIR = "server";

/**
 * The web build's renderer of the public pages (the same screens the browser runs), or null when
 * the build has none: the pages are then sent as the plain shell that the browser renders.
 */
export async function loadPageRenderer(distDir: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const entry = path.join(distDir, RENDERER_DIR, "entry-server.js");
  if (!existsSync(entry)) {
    log.warn({ entry }, "server render of the web build not found: public pages are rendered in the browser");
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== "function") throw new Error(`${entry} has no renderPage`);
  return module.renderPage as RenderPage;
}
