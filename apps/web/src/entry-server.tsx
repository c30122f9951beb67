import { AppView, createApp, prepareFirstRender, servePageData, type PublicPageData } from "@vyc/app";
import type { Locale } from "@vyc/i18n";
import { StrictMode, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";

/** A public page as the server sends it: the tags for the head and the HTML of the app's root element. */
interface RenderedPage {
  head: string;
  body: string;
}

/** The whole HTML of `node`, once every part of it (lazy screens, their texts) is ready. */
async function renderToHtml(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
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
  const head = servePageData(app, locale, data);
  await prepareFirstRender(app);
  const body = await renderToHtml(
    <StrictMode>
      <AppView app={app} baseUrl="" />
    </StrictMode>,
  );
  return { head, body };
}
