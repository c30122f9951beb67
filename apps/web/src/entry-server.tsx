import { AppView, createApp, prepareFirstRender, servePageData, type PublicPageData } from "@vyc/app";
import type { Locale } from "@vyc/i18n";
import { StrictMode, type ReactNode } from "react";
import { prerender } from "react-dom/static";

/** The stylesheets of each rendered page's screens beyond the entry's, by route path (set by apps/web/vite.ssr.config.ts). */
declare const __SERVED_PAGES_STYLES__: Record<string, string[] | undefined>;

/** Links to the stylesheets of the page's screens, so it shows laid out before (and without) its scripts. */
function styleLinks(app: ReturnType<typeof createApp>): string {
  const route = app.router.state.matches.at(-1)?.fullPath ?? "";
  return (__SERVED_PAGES_STYLES__[route] ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join("");
}

/** A public page as the server sends it: the tags for the head and the HTML of the app's root element. */
interface RenderedPage {
  head: string;
  body: string;
}

/**
 * The whole HTML of `node` once every part of it (lazy screens, their texts) is ready: all of it in
 * place, with none of the inline scripts a streamed render uses to fill parts in later (the site's
 * Content Security Policy allows no inline script).
 */
async function renderToHtml(node: ReactNode): Promise<string> {
  // Without a size limit, React writes no part of the page apart to be moved in by a script.
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * Renders a public page (`/`, `/events`, `/events/{id}`) with the same screens the browser then
 * brings to life, in `locale`, from the public data given. The server imports this module from the
 * build (apps/server/src/pages/page-renderer.ts), not from the sources.
 *
 * @public
 */
export async function renderPage(url: string, locale: Locale, data: PublicPageData): Promise<RenderedPage> {
  const app = createApp({ history: { url }, shell: "web", baseUrl: "", locale });
  const servedData = servePageData(app, locale, data);
  await prepareFirstRender(app);
  const body = await renderToHtml(
    <StrictMode>
      <AppView app={app} baseUrl="" />
    </StrictMode>,
  );
  return { head: styleLinks(app) + servedData, body };
}
